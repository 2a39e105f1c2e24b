import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsSite, InApp, navbarItem, withSearch } from '../../test-utils';
import type { SearchModalProps } from '@theme/SearchModal';
import type { SiteData } from '../../types';
import NavbarItem from '@theme/NavbarItem';
import SearchBar from '@theme/SearchBar';

// The real modal is tested on its own; here a stand-in records when its module is imported.
const modal = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('@theme/SearchModal', () => {
  modal.imported();
  return {
    default: function FakeModal({ onClose }: SearchModalProps) {
      return (
        <div role="dialog" aria-label="Search">
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      );
    },
  };
});

const searchSite: SiteData = withSearch(docsSite(), { provider: 'local', indexUrl: '/pagefind/', searchPagePath: '/search' });

function renderBar(site = searchSite) {
  return render(
    <InApp site={site}>
      <SearchBar />
      <input aria-label="Other field" />
      <textarea aria-label="Notes" />
      <div contentEditable aria-label="Editor" suppressContentEditableWarning>
        text
      </div>
    </InApp>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SearchBar', () => {
  // First: the module cache is per file, and this test needs it empty.
  it('imports the modal only once the visitor shows interest, and opens it on click', async () => {
    renderBar();
    const button = screen.getByRole('button', { name: /^Search/ });
    expect(modal.imported).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(modal.imported).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(modal.imported).toHaveBeenCalledTimes(1);
  });

  it('shows Ctrl K outside Apple platforms, with a label naming the shortcut', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    renderBar();
    const button = screen.getByRole('button', { name: /^Search\s*Ctrl\s*K$/ });
    expect(button.textContent).toContain('Search');
    expect(button.textContent).toContain('CtrlK');
    expect(button.getAttribute('aria-keyshortcuts')).toContain('Control+K');
  });

  it('shows ⌘ K on Apple platforms', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderBar();
    expect(screen.getByRole('button', { name: /^Search\s*⌘\s*K$/ }).textContent).toContain('⌘K');
  });

  it('renders no platform-specific keys on the server', () => {
    const html = renderToString(
      <InApp site={searchSite}>
        <SearchBar />
      </InApp>,
    );
    expect(html).toContain('Search');
    expect(html).not.toContain('Ctrl');
    expect(html).not.toContain('⌘');
  });

  it('opens with Ctrl+K and Meta+K from anywhere, even an input', async () => {
    renderBar();
    fireEvent.keyDown(screen.getByLabelText('Other field'), { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    // The same shortcut closes it again.
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens with / unless typing in a field or with a modifier', async () => {
    renderBar();
    for (const label of ['Other field', 'Notes', 'Editor']) {
      const event = fireEvent.keyDown(screen.getByLabelText(label), { key: '/' });
      expect(event).toBe(true);
    }
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('gives the focus back to the button when the modal closes', async () => {
    renderBar();
    const button = screen.getByRole('button', { name: /^Search/ });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('SearchNavbarItem', () => {
  it('renders the button when the site has search, and nothing without it or in the drawer', () => {
    const item = navbarItem({ type: 'search' });
    const { unmount } = render(
      <InApp site={{ ...searchSite, navbar: { title: 'Test', items: [item], hideOnScroll: false } }}>
        <NavbarItem item={item} />
        <ul>
          <NavbarItem item={item} mobile />
        </ul>
      </InApp>,
    );
    expect(screen.getAllByRole('button', { name: /^Search/ })).toHaveLength(1);
    unmount();
    const { container } = render(
      <InApp site={docsSite([item])}>
        <NavbarItem item={item} />
      </InApp>,
    );
    expect(container.innerHTML).toBe('');
  });
});
