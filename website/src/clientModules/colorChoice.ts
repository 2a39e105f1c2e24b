// Applies the colour generator's choice (docs/styling-layout.md) on every page of the tab, so
// a visitor sees their colours wherever they go; the generator itself lives on one page.
import { preview, readChoice } from '../components/ColorGenerator/choice';

if (typeof document !== 'undefined') preview(readChoice());
