import { useSearchData, type SearchNavbarItem as SearchItem } from '@cairn/theme/internal';
import SearchBar from '@theme/SearchBar';

export interface SearchNavbarItemProps {
  item: SearchItem;
  mobile: boolean;
}

/**
 * The place of the search box (`type = "search"`): the search button when the site has search.
 * The bar keeps it on small screens too, so the drawer has none (a second button would also
 * answer the keyboard shortcuts twice).
 */
export default function SearchNavbarItem({ mobile }: SearchNavbarItemProps) {
  const search = useSearchData();
  if (!search || mobile) return null;
  return <SearchBar />;
}
