import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TabItem from '@theme/TabItem';
import Tabs, { type TabsProps } from '@theme/Tabs';
import { resetTabGroups } from '@theme/Tabs/tabGroups';

function PackageManagers(props: Omit<TabsProps, 'children'> & { markYarnDefault?: boolean }) {
  const { markYarnDefault, ...tabsProps } = props;
  return (
    <Tabs {...tabsProps}>
      <TabItem value="npm">
        <p>npm install cairn</p>
      </TabItem>
      <TabItem value="yarn" label="Yarn" default={markYarnDefault}>
        <p>yarn add cairn</p>
      </TabItem>
      <TabItem value="pnpm" label="pnpm">
        <p>pnpm add cairn</p>
      </TabItem>
    </Tabs>
  );
}

function selectedTab(scope: HTMLElement = document.body): string | null {
  return within(scope)
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')!.textContent;
}

function visiblePanelText(scope: HTMLElement): string[] {
  return [...scope.querySelectorAll('[role="tabpanel"]')]
    .filter((panel) => !panel.hasAttribute('hidden'))
    .map((panel) => panel.textContent ?? '');
}

function serverRender(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('Tabs', () => {
  beforeEach(() => {
    resetTabGroups();
    localStorage.clear();
    window.history.replaceState(null, '', '/docs/intro/');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  describe('server rendering', () => {
    it('shows the first tab by default and renders every panel, hiding the others', () => {
      const container = serverRender(<PackageManagers />);
      expect(selectedTab(container)).toBe('npm');
      expect(visiblePanelText(container)).toEqual(['npm install cairn']);
      expect(container.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
      expect(container.textContent).toContain('pnpm add cairn');
    });

    it('prefers the item marked default, and defaultValue over both', () => {
      expect(selectedTab(serverRender(<PackageManagers markYarnDefault />))).toBe('Yarn');
      expect(selectedTab(serverRender(<PackageManagers markYarnDefault defaultValue="pnpm" />))).toBe('pnpm');
      // A defaultValue naming no tab is ignored.
      expect(selectedTab(serverRender(<PackageManagers defaultValue="bun" />))).toBe('npm');
    });

    it('links tabs and panels for assistive technology', () => {
      const container = serverRender(<PackageManagers />);
      const tabs = within(container).getAllByRole('tab');
      expect(within(container).getByRole('tablist')).toBeTruthy();
      expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
      for (const tab of tabs) {
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
        expect(panel.getAttribute('role')).toBe('tabpanel');
        expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      }
    });
  });

  it('selects on click', () => {
    const { container } = render(<PackageManagers />);
    fireEvent.click(screen.getByRole('tab', { name: 'pnpm' }));
    expect(selectedTab()).toBe('pnpm');
    expect(visiblePanelText(container)).toEqual(['pnpm add cairn']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('follows the tabs right to left with the arrow keys on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <PackageManagers />
      </div>,
    );
    const [npm, yarn] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    npm.focus();
    fireEvent.keyDown(npm, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(yarn);
    expect(selectedTab()).toBe('Yarn');
    fireEvent.keyDown(yarn, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(npm);
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', () => {
    render(<PackageManagers />);
    const [npm, yarn, pnpm] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    npm.focus();
    fireEvent.keyDown(npm, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(pnpm);
    expect(selectedTab()).toBe('pnpm');
    fireEvent.keyDown(pnpm, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(npm);
    expect(selectedTab()).toBe('npm');
    fireEvent.keyDown(npm, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(yarn);
    fireEvent.keyDown(yarn, { key: 'End' });
    expect(document.activeElement).toBe(pnpm);
    expect(selectedTab()).toBe('pnpm');
    fireEvent.keyDown(pnpm, { key: 'Home' });
    expect(document.activeElement).toBe(npm);
    expect(selectedTab()).toBe('npm');
    fireEvent.keyDown(npm, { key: 'a' });
    expect(document.activeElement).toBe(npm);
  });

  it('switches every Tabs of a group together and remembers the choice', () => {
    render(
      <>
        <div data-testid="first">
          <PackageManagers groupId="pm" />
        </div>
        <div data-testid="second">
          <PackageManagers groupId="pm" />
        </div>
        <div data-testid="ungrouped">
          <PackageManagers />
        </div>
      </>,
    );
    fireEvent.click(within(screen.getByTestId('first')).getByRole('tab', { name: 'Yarn' }));
    expect(selectedTab(screen.getByTestId('first'))).toBe('Yarn');
    expect(selectedTab(screen.getByTestId('second'))).toBe('Yarn');
    expect(selectedTab(screen.getByTestId('ungrouped'))).toBe('npm');
    expect(localStorage.getItem('cairn.tab.pm')).toBe('yarn');
  });

  it('keeps its own selection when the group value is not one of its tabs', () => {
    render(
      <>
        <div data-testid="pm">
          <PackageManagers groupId="shared" />
        </div>
        <div data-testid="os">
          <Tabs groupId="shared">
            <TabItem value="linux">Linux</TabItem>
            <TabItem value="mac">macOS</TabItem>
          </Tabs>
        </div>
      </>,
    );
    fireEvent.click(within(screen.getByTestId('os')).getByRole('tab', { name: 'mac' }));
    expect(selectedTab(screen.getByTestId('pm'))).toBe('npm');
    fireEvent.click(within(screen.getByTestId('pm')).getByRole('tab', { name: 'pnpm' }));
    expect(selectedTab(screen.getByTestId('os'))).toBe('mac');
  });

  it('applies the stored choice after hydrating the server markup, without mismatch', async () => {
    localStorage.setItem('cairn.tab.pm', 'pnpm');
    const app = <PackageManagers groupId="pm" />;
    const container = serverRender(app);
    expect(selectedTab(container)).toBe('npm');

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(selectedTab(container)).toBe('pnpm');
    expect(visiblePanelText(container)).toEqual(['pnpm add cairn']);
  });

  it('shows the stored choice from the first render on a client-side navigation', () => {
    localStorage.setItem('cairn.tab.pm', 'yarn');
    render(<PackageManagers groupId="pm" />);
    expect(selectedTab()).toBe('Yarn');
  });

  it('ignores a stored value that names none of its tabs', () => {
    localStorage.setItem('cairn.tab.pm', 'bun');
    render(<PackageManagers groupId="pm" />);
    expect(selectedTab()).toBe('npm');
  });

  describe('queryString', () => {
    it('reads the selection from the URL, over the stored choice', async () => {
      localStorage.setItem('cairn.tab.pm', 'yarn');
      window.history.replaceState(null, '', '/docs/intro/?pm=pnpm');
      const app = <PackageManagers groupId="pm" queryString />;
      const container = serverRender(app);
      const errors = vi.spyOn(console, 'error');
      await act(async () => {
        hydrateRoot(container, app);
      });
      expect(errors).not.toHaveBeenCalled();
      expect(selectedTab(container)).toBe('pnpm');
    });

    it('writes the selection to the URL, keeping other parameters, the hash and the history state', () => {
      const state = { usr: null, key: 'abc', idx: 3 };
      window.history.replaceState(state, '', '/docs/intro/?q=search#usage');
      render(<PackageManagers queryString="manager" />);
      fireEvent.click(screen.getByRole('tab', { name: 'Yarn' }));
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/docs/intro/?q=search&manager=yarn#usage',
      );
      expect(window.history.state).toEqual(state);
    });

    it('ignores a URL value that names none of its tabs', async () => {
      window.history.replaceState(null, '', '/docs/intro/?manager=bun');
      render(<PackageManagers queryString="manager" defaultValue="yarn" />);
      await act(async () => {});
      expect(selectedTab()).toBe('Yarn');
    });
  });

  it('keeps the clicked tab in place when content above it changes height', () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    render(<PackageManagers />);
    const yarn = screen.getByRole('tab', { name: 'Yarn' });
    // Selecting changes the layout above: the tab is measured at 500 px, then 120 px lower.
    vi.spyOn(yarn, 'getBoundingClientRect')
      .mockReturnValueOnce({ top: 500 } as DOMRect)
      .mockReturnValue({ top: 620 } as DOMRect);
    fireEvent.click(yarn);
    vi.unstubAllGlobals();
    expect(scrollBy).toHaveBeenCalledWith({ top: 120, behavior: 'instant' });
  });
});
