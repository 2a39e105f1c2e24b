import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemLayout from '@theme/DocItem/Layout';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { InApp } from '../../test-utils';
import type { Doc } from '../../types';

const doc: Doc = {
  title: 'Install',
  permalink: '/docs/install/',
  content: ['Fragment', ['p', 'Run the installer.']],
  toc: [],
};

// DocPage's tests cover these parts inside a whole page; here each stands alone, as a site's
// replacement of DocItem/Layout would use them.
describe('doc item parts', () => {
  it('render nothing when the doc has nothing for them', () => {
    const { container } = render(
      <InApp path="/docs/install/">
        <DocBreadcrumbs items={[]} current="Install" />
        <DocVersionBanner version={{ name: 'current', label: 'Canary', badge: false }} />
        <DocVersionBadge version={{ name: 'current', label: 'Canary', badge: false }} />
        <DocItemFooter page={doc} />
      </InApp>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('say an unreleased version is not released yet, with a badge when asked', () => {
    const version = { name: 'current', label: 'Canary', badge: true, banner: 'unreleased' as const };
    render(
      <InApp path="/docs/next/install/">
        <DocVersionBanner version={version} />
        <DocVersionBadge version={version} />
      </InApp>,
    );
    expect(screen.getByRole('note', { name: 'Version notice' }).textContent).toBe(
      'You are reading the docs of Canary, which is not released yet.',
    );
    expect(screen.getByText('Version: Canary')).toBeTruthy();
  });

  it('footer shows the tags alone when the doc has no edit link or last update', () => {
    render(
      <InApp path="/docs/install/">
        <DocItemFooter page={{ ...doc, tags: [{ label: 'Setup', permalink: '/docs/tags/setup/' }] }} />
      </InApp>,
    );
    expect(screen.getByRole('list', { name: 'Tags' }).textContent).toBe('Setup');
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
    expect(document.querySelector('.cairn-last-updated')).toBeNull();
  });

  it('layout puts the notices above the title and the pagination below the content', () => {
    render(
      <InApp path="/docs/install/">
        <DocItemLayout
          page={{
            ...doc,
            draft: true,
            breadcrumbs: [{ label: 'Guides' }],
            next: { title: 'Configure', permalink: '/docs/configure/' },
          }}
        />
      </InApp>,
    );
    const article = screen.getByRole('article');
    const order = [
      screen.getByRole('navigation', { name: 'Breadcrumbs' }),
      screen.getByRole('note', { name: 'Draft page' }),
      screen.getByRole('heading', { level: 1, name: 'Install' }),
      screen.getByText('Run the installer.'),
      screen.getByRole('navigation', { name: 'Docs pages' }),
    ];
    for (const element of order) expect(article.contains(element)).toBe(true);
    for (let index = 1; index < order.length; index++) {
      // DOCUMENT_POSITION_FOLLOWING: each part comes after the one before it.
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & 4).toBe(4);
    }
  });

  it('layout leaves the title heading out when the doc hides its title', () => {
    render(
      <InApp path="/docs/install/">
        <DocItemLayout page={{ ...doc, hideTitle: true, breadcrumbs: [{ label: 'Guides' }] }} />
      </InApp>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('Run the installer.')).toBeTruthy();
    // The breadcrumbs still name the page.
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toContain('Install');
  });
});
