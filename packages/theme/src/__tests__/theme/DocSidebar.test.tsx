import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { category, InApp, testSite } from '../../test-utils';
import type { SidebarItem } from '../../types';
import DocSidebar from '@theme/DocSidebar';

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro/', docId: 'intro' },
  category({
    label: 'Guides',
    href: '/docs/category/guides/',
    collapsed: true,
    items: [{ type: 'link', label: 'Deploy', href: '/docs/guides/deploy/' }],
  }),
  category({
    label: 'Always open',
    collapsible: false,
    collapsed: true,
    items: [{ type: 'link', label: 'Pinned', href: '/docs/pinned/' }],
  }),
  { type: 'html', value: '<hr class="divider-line">', className: 'divider' },
];

describe('DocSidebar', () => {
  it('renders category pages as links with a separate toggle', () => {
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={items} />
      </InApp>,
    );
    const page = screen.getByRole('link', { name: 'Guides' });
    expect(page.getAttribute('href')).toBe('/docs/category/guides/');
    const toggle = screen.getByRole('button', { name: 'Expand Guides' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Deploy' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
  });

  it('keeps a non-collapsible category open without a toggle', () => {
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={items} />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Pinned' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Always open/ })).toBeNull();
  });

  it('renders html items as written', () => {
    const { container } = render(
      <InApp path="/docs/intro/">
        <DocSidebar items={items} />
      </InApp>,
    );
    expect(container.querySelector('li.divider > hr.divider-line')).not.toBeNull();
  });

  it('marks the category page as current when it is the page shown', () => {
    render(
      <InApp path="/docs/category/guides/">
        <DocSidebar items={items} />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
  });
});

describe('DocSidebar visibility and behaviour', () => {
  const hidden: SidebarItem[] = [
    { type: 'link', label: 'Intro', href: '/docs/intro/' },
    { type: 'link', label: 'Secret', href: '/docs/secret/', unlisted: true },
    category({
      label: 'Hidden page',
      href: '/docs/category/hidden/',
      linkUnlisted: true,
      collapsed: false,
      items: [{ type: 'link', label: 'Inside', href: '/docs/inside/' }],
    }),
  ];

  it('hides unlisted links and category links, except on their own page', () => {
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={hidden} />
      </InApp>,
    );
    expect(screen.queryByRole('link', { name: 'Secret' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hidden page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hidden page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inside' })).toBeTruthy();
  });

  it('hides a category holding only unlisted docs, except on one of them', () => {
    const onlyUnlisted: SidebarItem[] = [
      { type: 'link', label: 'Intro', href: '/docs/intro/' },
      category({
        label: 'Drafty',
        collapsed: true,
        unlisted: true,
        items: [{ type: 'link', label: 'Hush', href: '/docs/hush/', unlisted: true }],
      }),
    ];
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={onlyUnlisted} />
      </InApp>,
    );
    expect(screen.queryByRole('button', { name: 'Drafty' })).toBeNull();
    cleanup();
    render(
      <InApp path="/docs/hush/">
        <DocSidebar items={onlyUnlisted} />
      </InApp>,
    );
    expect(screen.getByRole('button', { name: 'Drafty' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Hush' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an unlisted link and category link while they are the page being read', () => {
    render(
      <InApp path="/docs/secret/">
        <DocSidebar items={hidden} />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Secret' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    render(
      <InApp path="/docs/category/hidden/">
        <DocSidebar items={hidden} />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Hidden page' }).getAttribute('aria-current')).toBe('page');
  });

  const categories: SidebarItem[] = ['A', 'B', 'C'].map((label) =>
    category({
      label,
      collapsed: true,
      items: [{ type: 'link', label: `${label} page`, href: `/docs/${label.toLowerCase()}/` }],
    }),
  );

  it('closes the sibling categories when one opens, with autoCollapseCategories', () => {
    render(
      <InApp path="/docs/intro/" site={{ ...testSite, docsSidebar: { hideable: false, autoCollapseCategories: true } }}>
        <DocSidebar items={categories} />
      </InApp>,
    );
    const toggle = (name: string) => screen.getByRole('button', { name });
    fireEvent.click(toggle('A'));
    expect(toggle('A').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle('B'));
    expect(toggle('B').getAttribute('aria-expanded')).toBe('true');
    expect(toggle('A').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle('A'));
    expect(toggle('B').getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves categories open by default', () => {
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={categories} />
      </InApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('scrolls its own container, not the page, to the current link', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // jsdom has no scrollIntoView: define one to prove it is not used.
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const many: SidebarItem[] = Array.from({ length: 30 }, (_, index) => ({
      type: 'link',
      label: `Page ${index}`,
      href: `/docs/page-${index}/`,
    }));
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('scroller') ? 1200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('scroller') ? 400 : 0;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('scroller')) return DOMRect.fromRect({ x: 0, y: 60, width: 300, height: 400 });
      if (this.getAttribute('aria-current') === 'page') return DOMRect.fromRect({ x: 0, y: 1000, width: 300, height: 40 });
      return DOMRect.fromRect();
    });
    const { container } = render(
      <InApp path="/docs/page-25/">
        <div className="scroller" style={{ overflowY: 'auto' }}>
          <DocSidebar items={many} />
        </div>
      </InApp>,
    );
    // The link's top is 940px below the container's top: centred in the 400px-high container.
    expect((container.querySelector('.scroller') as HTMLElement).scrollTop).toBe(940 - 180);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
