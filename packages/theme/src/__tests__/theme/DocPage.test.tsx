import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContentComponentsContext } from '../../client/contexts';
import { useDocsVersion } from '../../hooks/useDocs';
import { setDocsSidebarHidden } from '../../hooks/useDocsSidebarHidden';
import { docsSite, InApp, navbarItem, sidebarOf, testSite } from '../../test-utils';
import type { Doc } from '../../types';
import DocPage from '@theme/DocPage';

const base: Doc = {
  title: 'Intro',
  permalink: '/docs/1.0.0/intro/',
  content: ['Fragment', ['p', 'Hello.']],
  toc: [],
};

describe('DocPage', () => {
  it('shows the version badge and a banner linking to the last version', () => {
    render(
      <InApp path="/docs/1.0.0/intro/">
        <DocPage
          page={{
            ...base,
            version: {
              name: '1.0.0',
              label: '1.0.0',
              badge: true,
              banner: 'unmaintained',
              lastVersion: { title: 'Canary', permalink: '/docs/intro/' },
            },
          }}
        />
      </InApp>,
    );
    const banner = screen.getByRole('note', { name: 'Version notice' });
    expect(banner.textContent).toContain('which is no longer maintained');
    expect(screen.getByRole('link', { name: 'Read the Canary docs' }).getAttribute('href')).toBe('/docs/intro/');
    expect(screen.getByText('Version: 1.0.0')).toBeTruthy();
  });

  it('shows neither for the last version, and a notice for unlisted pages', () => {
    render(
      <InApp path="/docs/intro/">
        <DocPage page={{ ...base, unlisted: true, version: { name: 'current', label: 'Canary', badge: false } }} />
      </InApp>,
    );
    expect(screen.queryByRole('note', { name: 'Version notice' })).toBeNull();
    expect(screen.queryByText(/Version:/)).toBeNull();
    expect(screen.getByRole('note', { name: 'Unlisted page' })).toBeTruthy();
  });

  it('shows breadcrumbs from the sidebar categories', () => {
    render(
      <InApp path="/docs/guides/deploy/">
        <DocPage
          page={{
            ...base,
            title: 'Deploy',
            breadcrumbs: [{ label: 'Guides', href: '/docs/category/guides/' }, { label: 'Hosting' }],
          }}
        />
      </InApp>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(trail.textContent).toBe('GuidesHostingDeploy');
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/docs/category/guides/');
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Deploy');
  });
});

describe('DocPage docs features', () => {
  beforeEach(() => {
    localStorage.clear();
    setDocsSidebarHidden(false);
  });

  const doc: Doc = {
    ...base,
    id: 'install',
    pluginId: 'default',
    title: 'Install',
    permalink: '/docs/3.4.0/install/',
    version: { name: '3.4.0', label: '3.4.0', badge: true, lastVersion: { title: 'Canary', permalink: '/docs/install/' } },
  };

  it('lists the tags, links to the source and says when and by whom it was last updated', () => {
    render(
      <InApp path="/docs/install/">
        <DocPage
          page={{
            ...doc,
            tags: [
              { label: 'Release', permalink: '/docs/tags/release/', description: 'Releasing versions' },
              { label: 'Setup', permalink: '/docs/tags/setup/' },
            ],
            editUrl: 'https://github.com/cairn-docs/cairn/edit/main/website/docs/install.md',
            lastUpdatedAt: Date.UTC(2024, 0, 5, 23, 30),
            lastUpdatedBy: 'Ada',
          }}
        />
      </InApp>,
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(tags.parentElement?.textContent).toBe('Tags:ReleaseSetup');
    const release = within(tags).getByRole('link', { name: 'Release' });
    expect(release.getAttribute('href')).toBe('/docs/tags/release/');
    expect(release.getAttribute('title')).toBe('Releasing versions');

    const edit = screen.getByRole('link', { name: 'Edit this page' });
    expect(edit.getAttribute('href')).toBe('https://github.com/cairn-docs/cairn/edit/main/website/docs/install.md');
    expect(edit.getAttribute('rel')).toContain('noopener');

    const updated = document.querySelector('.cairn-last-updated')!;
    expect(updated.textContent).toBe('Last updated on Jan 5, 2024 by Ada');
    expect(updated.querySelector('time')?.getAttribute('dateTime')).toBe('2024-01-05T23:30:00.000Z');
  });

  it("writes the date in the locale's calendar", () => {
    render(
      <InApp path="/docs/install/" site={{ ...testSite, i18n: { ...testSite.i18n, calendar: 'islamic' } }}>
        <DocPage page={{ ...doc, lastUpdatedAt: Date.UTC(2021, 7, 26) }} />
      </InApp>,
    );
    expect(document.querySelector('.cairn-last-updated')?.textContent).toBe('Last updated on Muh. 18, 1443 AH');
  });

  it('shows the author or the date alone, and nothing without either', () => {
    const { unmount } = render(
      <InApp path="/docs/install/">
        <DocPage page={{ ...doc, lastUpdatedBy: 'Ada' }} />
      </InApp>,
    );
    expect(document.querySelector('.cairn-last-updated')?.textContent).toBe('Last updated by Ada');
    unmount();
    render(
      <InApp path="/docs/install/">
        <DocPage page={doc} />
      </InApp>,
    );
    expect(document.querySelector('.cairn-last-updated')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });

  it('marks drafts', () => {
    render(
      <InApp path="/docs/install/">
        <DocPage page={{ ...doc, draft: true }} />
      </InApp>,
    );
    expect(screen.getByRole('note', { name: 'Draft page' }).textContent).toMatch(/^Draft page\./);
  });

  it('tells its version to the hooks below it and makes it the preferred version', () => {
    function VersionProbe() {
      const version = useDocsVersion();
      return <p>{`${version.pluginId}/${version.name}/${version.label}/${String(version.isLast)}`}</p>;
    }
    render(
      <InApp path="/docs/3.4.0/install/" site={docsSite([navbarItem({ type: 'docsVersionDropdown' })])}>
        <ContentComponentsContext.Provider value={{ '@site/Probe': { default: VersionProbe } }}>
          <DocPage page={{ ...doc, content: ['Fragment', ['@site/Probe#default']] }} />
        </ContentComponentsContext.Provider>
      </InApp>,
    );
    expect(screen.getByText('default/3.4.0/3.4.0/false')).toBeTruthy();
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('3.4.0');
    expect(screen.getByRole('button', { name: '3.4.0' })).toBeTruthy();
  });

  it('lets the visitor hide the desktop sidebar when the site allows it', () => {
    const sidebar = sidebarOf([{ type: 'link', label: 'Install', href: '/docs/3.4.0/install/' }]);
    const site = docsSite([], { docsSidebar: { hideable: true, autoCollapseCategories: false } });
    const { unmount } = render(
      <InApp path="/docs/3.4.0/install/" site={site}>
        <DocPage page={doc} sidebar={sidebar} />
      </InApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).toBeNull();
    expect(sessionStorage.getItem('cairn.docs-sidebar-hidden')).toBe('true');
    unmount();

    // The choice holds on the next page of the visit.
    render(
      <InApp path="/docs/3.4.0/install/" site={site}>
        <DocPage page={doc} sidebar={sidebar} />
      </InApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeTruthy();
    expect(sessionStorage.getItem('cairn.docs-sidebar-hidden')).toBeNull();
  });

  it('has no collapse button unless the site allows it', () => {
    render(
      <InApp path="/docs/3.4.0/install/" site={docsSite()}>
        <DocPage page={doc} sidebar={sidebarOf([{ type: 'link', label: 'Install', href: '/docs/3.4.0/install/' }])} />
      </InApp>,
    );
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
  });
});
