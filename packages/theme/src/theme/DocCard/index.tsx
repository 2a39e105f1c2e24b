import { useEffect } from 'react';
import Link from '@theme/Link';
import { type SidebarItem, translatePlural, useSidebarCategoryItems } from '@cairn/theme/internal';
import styles from './styles.module.css';

type LinkItem = Extract<SidebarItem, { type: 'link' }>;
type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

export interface Props {
  /** A sidebar item, as `useCurrentSidebarCategory().items` gives them. */
  readonly item: SidebarItem;
}

/** A leading emoji of a label (`🚀 Deploy`), which the card shows as its icon instead of the default. */
const LEADING_EMOJI = /^(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)\s*/u;

function iconAndTitle(label: string, fallbackIcon: string): { icon: string; title: string } {
  const match = LEADING_EMOJI.exec(label);
  return match ? { icon: match[1]!, title: label.slice(match[0].length).trim() } : { icon: fallbackIcon, title: label };
}

/** `customProps.description`, the one place a sidebar item carries a description in Cairn. */
function descriptionOf(item: LinkItem | CategoryItem): string | undefined {
  const props = item.customProps;
  if (typeof props !== 'object' || props === null) return undefined;
  const description = (props as { description?: unknown }).description;
  return typeof description === 'string' && description !== '' ? description : undefined;
}

/** Where a category's card leads: its own page, else the first link inside it (as Docusaurus's). */
function firstLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const href = firstLink(child);
    if (href) return href;
  }
  return undefined;
}

function itemCount(count: number): string {
  return translatePlural(
    count,
    { id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' },
    { count },
  );
}

function Card({
  item,
  href,
  icon,
  title,
  description,
}: {
  item: LinkItem | CategoryItem;
  href: string;
  icon: string;
  title: string;
  description?: string;
}) {
  // Docusaurus's class names too, which sites' stylesheets aim at.
  const classes = ['card padding--lg theme-doc-card-container', styles.card, item.className];
  const className = classes.filter(Boolean).join(' ');
  return (
    <Link href={href} className={className}>
      <h2 className={`text--truncate theme-doc-card-heading ${styles.title}`} title={title}>
        {/* The label names the link; the emoji only decorates it. */}
        <span className="theme-doc-card-icon" aria-hidden="true">
          {icon}
        </span>{' '}
        <span className="text--truncate theme-doc-card-title">{title}</span>
      </h2>
      {description && (
        <p className={`text--truncate theme-doc-card-description ${styles.description}`} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CategoryCard({ item }: { item: CategoryItem }) {
  // A category that starts collapsed comes without its items in a page's sidebar chunk: they
  // are loaded here so that the card can count them (and find a first link when it has no page).
  const { items, load } = useSidebarCategoryItems(item);
  useEffect(() => {
    if (items === undefined) void load();
  }, [items, load]);
  const href = firstLink(items ? { ...item, items } : item);
  // Like Docusaurus's, a category that leads nowhere has no card.
  if (!href) return null;
  const description = descriptionOf(item) ?? (items ? itemCount(items.length) : undefined);
  return <Card item={item} href={href} description={description} {...iconAndTitle(item.label, '🗃️')} />;
}

function LinkCard({ item }: { item: LinkItem }) {
  // Sidebar hrefs are site-absolute; anything else leaves the site.
  const external = !(item.href.startsWith('/') && !item.href.startsWith('//'));
  const icon = external ? '🔗' : '📄';
  return <Card item={item} href={item.href} description={descriptionOf(item)} {...iconAndTitle(item.label, icon)} />;
}

/** A card for one sidebar item (Docusaurus's `@theme/DocCard`): a doc, a category or a link. */
export default function DocCard({ item }: Props) {
  switch (item.type) {
    case 'link':
      return <LinkCard item={item} />;
    case 'category':
      return <CategoryCard item={item} />;
    default:
      // An HTML item has nowhere to lead.
      return null;
  }
}
