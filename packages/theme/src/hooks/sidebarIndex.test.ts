import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../types';
import {
  findSidebarCategoryWithHref,
  isSidebarItemVisible,
  resolveSidebarBranch,
  sidebarItemsHoldingPath,
  sidebarItemsHoldPath,
} from './sidebarIndex';
import { isActivePath } from './useRoutePath';

// The linear walks the indexes replace: every indexed answer must equal theirs.

function linearHoldsPath(items: readonly SidebarItem[], routePath: string): boolean {
  return items.some((item) => {
    if (item.type === 'link') return isActivePath(item.href, routePath);
    if (item.type === 'html') return false;
    return (item.href !== undefined && isActivePath(item.href, routePath)) || linearHoldsPath(item.items, routePath);
  });
}

function linearIsVisible(item: SidebarItem, routePath: string): boolean {
  if (item.type === 'html') return true;
  if (item.type === 'link') return !item.unlisted || isActivePath(item.href, routePath);
  const ownPage = item.href !== undefined && (!item.linkUnlisted || isActivePath(item.href, routePath));
  return ownPage || item.items.some((child) => linearIsVisible(child, routePath));
}

type Category = Extract<SidebarItem, { type: 'category' }>;

function linearFindCategory(items: readonly SidebarItem[], routePath: string): Category | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && isActivePath(item.href, routePath)) return item;
    const nested = linearFindCategory(item.items, routePath);
    if (nested) return nested;
  }
  return undefined;
}

const link = (href: string, extra: Partial<Extract<SidebarItem, { type: 'link' }>> = {}): SidebarItem => ({
  type: 'link',
  label: href,
  href,
  ...extra,
});

const cat = (label: string, items: SidebarItem[], extra: Partial<Category> = {}): Category => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...extra,
});

const html: SidebarItem = { type: 'html', value: '<hr>' };

/** Every category of `items`, nested ones included, outermost first. */
function categoriesOf(items: readonly SidebarItem[]): Category[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...categoriesOf(item.items)] : []));
}

/** Flags categories listing nothing `unlisted`, as the engine does. */
function withEngineFlags(items: SidebarItem[]): SidebarItem[] {
  const listed = (item: SidebarItem): boolean =>
    item.type === 'html' ? true : item.type === 'link' ? !item.unlisted : !item.unlisted;
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const nested = withEngineFlags(item.items);
    const unlisted = !(item.href !== undefined && !item.linkUnlisted) && !nested.some(listed);
    return { ...item, items: nested, ...(unlisted ? { unlisted } : {}) };
  });
}

const sidebar: SidebarItem[] = withEngineFlags([
  link('/docs/intro/'),
  cat('Guides', [
    link('/docs/guides/a'),
    link('/docs/guides/b/?tab=npm'),
    link('/docs/guides/c#section'),
    cat('Deep', [link('/docs/guides/deep/x/'), cat('Deeper', [link('/docs/guides/deep/y')], { href: '/docs/guides/deeper/' })], {
      href: '/docs/guides/deep/',
    }),
  ]),
  cat('Only unlisted', [link('/docs/secret/', { unlisted: true }), link('/docs/secret-two', { unlisted: true })]),
  cat('Unlisted page, listed child', [link('/docs/listed/')], { href: '/docs/hidden-index/', linkUnlisted: true }),
  cat('Unlisted page only', [], { href: '/docs/hidden-only/', linkUnlisted: true }),
  cat('Unlisted nested', [cat('Inner', [link('/docs/nested-secret/', { unlisted: true })], { href: '/docs/inner/', linkUnlisted: true })]),
  cat('Html only', [html]),
  cat('Empty', []),
  cat('Empty href', [link('')], { href: '' }),
  cat('Home', [link('/')], { href: '/' }),
  cat('Duplicate page', [], { href: '/docs/guides/deep' }),
  cat('Prefix', [link('/doc')]),
]);

const routePaths = [
  '',
  '/',
  '/docs/intro/',
  '/docs/intro',
  '/docs/intro//',
  '/docs/guides/a',
  '/docs/guides/a/',
  '/docs/guides/b/',
  '/docs/guides/b',
  '/docs/guides/b/?tab=npm',
  '/docs/guides/c/',
  '/docs/guides/deep/',
  '/docs/guides/deep/x/',
  '/docs/guides/deeper/',
  '/docs/guides/deep/y/',
  '/docs/secret/',
  '/docs/secret-two/',
  '/docs/hidden-index/',
  '/docs/hidden-only',
  '/docs/inner/',
  '/docs/nested-secret/',
  '/docs/listed/',
  '/docs',
  '/doc/',
  '/docs/',
  '/nowhere/',
];

describe('sidebar indexes', () => {
  it('tell whether a list holds the page exactly as a walk of its items', () => {
    const lists = [sidebar, ...categoriesOf(sidebar).map((category) => category.items)];
    for (const routePath of routePaths) {
      for (const items of lists) {
        expect(sidebarItemsHoldPath(items, routePath), `${routePath} in ${JSON.stringify(items)}`).toBe(
          linearHoldsPath(items, routePath),
        );
      }
    }
  });

  it('give the items of a list that are or hold the page exactly as a walk of each item', () => {
    const lists = [sidebar, ...categoriesOf(sidebar).map((category) => category.items)];
    for (const routePath of routePaths) {
      for (const items of lists) {
        const walked = items.filter((item) => item.type !== 'html' && linearHoldsPath([item], routePath));
        expect(sidebarItemsHoldingPath(items, routePath), `${routePath} in ${JSON.stringify(items)}`).toEqual(walked);
      }
    }
  });

  it('tell whether an item shows exactly as a walk of its items', () => {
    const items = [...sidebar, ...categoriesOf(sidebar).flatMap((category) => category.items)];
    for (const routePath of routePaths) {
      for (const item of items) {
        expect(isSidebarItemVisible(item, routePath), `${routePath}: ${JSON.stringify(item)}`).toBe(
          linearIsVisible(item, routePath),
        );
      }
    }
  });

  it('find the same category page as a depth-first walk', () => {
    for (const routePath of routePaths) {
      expect(findSidebarCategoryWithHref(sidebar, routePath), routePath).toBe(linearFindCategory(sidebar, routePath));
    }
    // A nested category's page is found below its parent, and the first of two with one page wins.
    expect(findSidebarCategoryWithHref(sidebar, '/docs/guides/deeper/')?.label).toBe('Deeper');
    expect(findSidebarCategoryWithHref(sidebar, '/docs/guides/deep/')?.label).toBe('Deep');
  });

  it('hide categories holding only unlisted pages except on those pages', () => {
    const onlyUnlisted = sidebar[2]!;
    expect(isSidebarItemVisible(onlyUnlisted, '/docs/intro/')).toBe(false);
    expect(isSidebarItemVisible(onlyUnlisted, '/docs/secret')).toBe(true);
    expect(isSidebarItemVisible(onlyUnlisted, '/docs/secret-two/')).toBe(true);
    const unlistedNested = sidebar[5]!;
    expect(isSidebarItemVisible(unlistedNested, '/docs/intro/')).toBe(false);
    expect(isSidebarItemVisible(unlistedNested, '/docs/inner/')).toBe(true);
    expect(isSidebarItemVisible(unlistedNested, '/docs/nested-secret/')).toBe(true);
  });

  it('answer from a new sidebar object, not from an index built for another', () => {
    const first = [cat('A', [link('/a/')])];
    const second = [cat('A', [link('/b/')])];
    expect(sidebarItemsHoldPath(first, '/a/')).toBe(true);
    expect(sidebarItemsHoldPath(second, '/a/')).toBe(false);
    expect(sidebarItemsHoldPath(second, '/b/')).toBe(true);
  });

  it('put the branch of a page in place of the references it names, once per skeleton and branch', () => {
    const deploy = [link('/docs/guides/deploy/cloud/')];
    const guides = [link('/docs/guides/a/'), cat('Deploy', [], { itemsUrl: '/d/deploy.json' })];
    const reference = [link('/docs/reference/cli/')];
    const skeleton: SidebarItem[] = [
      link('/docs/intro/'),
      cat('Guides', [], { itemsUrl: '/d/guides.json', href: '/docs/guides/' }),
      cat('Reference', [], { itemsUrl: '/d/reference.json' }),
      cat('Open', [link('/docs/open/')], { collapsed: false }),
    ];
    const branch = { '/d/guides.json': guides, '/d/deploy.json': deploy };
    const resolved = resolveSidebarBranch(skeleton, branch);
    expect(resolveSidebarBranch(skeleton, branch)).toBe(resolved);
    expect(resolveSidebarBranch(skeleton, undefined)).toBe(skeleton);
    // Filled categories lose their reference; the others keep it, and stay the same objects.
    const filled = resolved[1] as Category;
    expect(filled).not.toHaveProperty('itemsUrl');
    expect(filled.href).toBe('/docs/guides/');
    expect(filled.items[0]).toBe(guides[0]);
    expect((filled.items[1] as Category).items).toBe(deploy);
    expect(resolved[0]).toBe(skeleton[0]);
    expect(resolved[2]).toBe(skeleton[2]);
    expect(resolved[3]).toBe(skeleton[3]);
    expect((resolved[2] as Category).items).toEqual([]);
    expect(sidebarItemsHoldPath(resolved, '/docs/guides/deploy/cloud/')).toBe(true);
    expect(sidebarItemsHoldPath(filled.items, '/docs/guides/deploy/cloud')).toBe(true);
    expect(findSidebarCategoryWithHref(resolved, '/docs/guides/')).toBe(filled);
    // The skeleton alone knows nothing of what its references hold.
    expect(sidebarItemsHoldPath(skeleton, '/docs/guides/deploy/cloud/')).toBe(false);
    // A reference the branch does not have stays one.
    expect(resolveSidebarBranch(skeleton, { '/d/other.json': reference })).toBe(skeleton);
  });

  it('show an unlisted category whose items are not loaded only on its pages', () => {
    const secret = [link('/docs/secret/', { unlisted: true })];
    const skeleton: SidebarItem[] = [cat('Hidden', [], { itemsUrl: '/d/secret.json', unlisted: true })];
    expect(isSidebarItemVisible(skeleton[0]!, '/docs/intro/')).toBe(false);
    const resolved = resolveSidebarBranch(skeleton, { '/d/secret.json': secret });
    expect(isSidebarItemVisible(resolved[0]!, '/docs/secret/')).toBe(true);
  });
});
