// Applies the colour generator's choice (docs/styling-layout.md) on every page of the tab, so
// a visitor sees their colours wherever they go; the generator itself lives on one page. Only
// a visitor who made a choice loads the code that applies it.
import { readStorage } from '@cairn/theme';
import { STORAGE_KEY } from '../components/ColorGenerator/storageKey';

if (typeof document !== 'undefined' && readStorage(STORAGE_KEY, 'sessionStorage') !== null) {
  void import('../components/ColorGenerator/choice').then(({ preview, readChoice }) => preview(readChoice()));
}
