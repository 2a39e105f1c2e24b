import type { SearchNavbarItem as SearchItem } from '@cairn/theme/internal';

export interface SearchNavbarItemProps {
  item: SearchItem;
  mobile: boolean;
}

/**
 * The place of the search box (`type = "search"`). It renders nothing until a search feature
 * fills it; a site can already put its own search here by replacing this component.
 */
export default function SearchNavbarItem(_props: SearchNavbarItemProps) {
  return null;
}
