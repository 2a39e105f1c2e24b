import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import type { Doc } from '../../types';
import DocPage from '.';

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
