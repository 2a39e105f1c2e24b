import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@cairn/theme/internal';
import type { TabItemProps } from '@theme/TabItem';
import { getTabGroupValue, setTabGroupValue, subscribeToTabGroup } from './tabGroups';
import styles from './styles.module.css';

export interface TabsProps {
  /** Tabs sharing a groupId switch together, and the choice is remembered. */
  groupId?: string | null;
  /** Mirror the selection in the URL: `true` uses the groupId as the query key. */
  queryString?: string | boolean | null;
  defaultValue?: string | null;
  className?: string | null;
  children?: ReactNode;
}

type TabItemElement = ReactElement<TabItemProps>;

function isTabItem(child: ReactNode): child is TabItemElement {
  if (!isValidElement<Partial<TabItemProps>>(child)) return false;
  const { value } = child.props;
  return typeof value === 'string' || typeof value === 'number';
}

/** `defaultValue` when it names a tab, else the item marked `default`, else the first. */
export function initialTabValue(values: readonly string[], items: readonly TabItemElement[], defaultValue?: string | null) {
  if (defaultValue != null && values.includes(String(defaultValue))) return String(defaultValue);
  const marked = items.findIndex((item) => item.props.default === true);
  return values[marked >= 0 ? marked : 0] ?? '';
}

function queryKeyOf(queryString: TabsProps['queryString'], groupId: string | null): string | null {
  if (queryString === true) return groupId;
  return typeof queryString === 'string' && queryString !== '' ? queryString : null;
}

/** Rewrites one query parameter in place, keeping the others, the hash and the history state. */
function writeQueryParam(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

const noGroupSubscription = () => () => {};

/**
 * The group's shared value. During hydration React uses the server snapshot (none), so the
 * server markup is matched first; the stored choice is applied by the re-render that follows.
 * On a client-side navigation the stored choice shows from the first render.
 */
function useTabGroupValue(groupId: string | null): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => (groupId ? subscribeToTabGroup(groupId, onChange) : noGroupSubscription()),
    [groupId],
  );
  const getSnapshot = useCallback(() => (groupId ? getTabGroupValue(groupId) : null), [groupId]);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/**
 * Tabbed panels (`<Tabs>` with `<TabItem>` children in MDX). Every panel is server-rendered;
 * the unselected ones are `hidden`, so their text is in the HTML for search engines and
 * readers without JavaScript.
 */
export default function Tabs({ groupId: rawGroupId, queryString, defaultValue, className, children }: TabsProps) {
  const groupId = rawGroupId || null;
  const items = Children.toArray(children).filter(isTabItem);
  const values = items.map((item) => String(item.props.value));
  const initialValue = initialTabValue(values, items, defaultValue);
  const queryKey = queryKeyOf(queryString, groupId);

  const [localValue, setLocalValue] = useState(initialValue);
  const groupValue = useTabGroupValue(groupId);
  const selectedValue =
    groupValue !== null && values.includes(groupValue)
      ? groupValue
      : values.includes(localValue)
        ? localValue
        : initialValue;

  // The URL names a tab: it wins over the stored choice. Read after mount, never while hydrating,
  // and again when a link on the page changes the query (`?os=linux`) without reloading.
  const valuesKey = values.join('\n');
  const search = useLocation().search;
  useEffect(() => {
    if (!queryKey) return;
    const fromQuery = new URLSearchParams(window.location.search).get(queryKey);
    if (fromQuery === null || !valuesKey.split('\n').includes(fromQuery)) return;
    setLocalValue(fromQuery);
    if (groupId) setTabGroupValue(groupId, fromQuery);
  }, [queryKey, groupId, valuesKey, search]);

  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (value: string, tab: HTMLElement) => {
    // Panels above this Tabs (same group) may change height: keep the clicked tab where the
    // visitor's pointer is by scrolling by however far it moved.
    const topBefore = tab.getBoundingClientRect().top;
    flushSync(() => {
      setLocalValue(value);
      if (groupId) setTabGroupValue(groupId, value);
    });
    const moved = tab.getBoundingClientRect().top - topBefore;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
    if (queryKey) writeQueryParam(queryKey, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = values.length - 1;
    // The tabs run from right to left on a right-to-left page: the arrow keys follow them.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    switch (event.key) {
      case forward:
        next = index === last ? 0 : index + 1;
        break;
      case backward:
        next = index === 0 ? last : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabRefs.current[next];
    const value = values[next];
    if (!tab || value === undefined) return;
    tab.focus();
    select(value, tab);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={['tabs-container', styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className={styles.tabList}>
        {items.map((item, index) => {
          const value = values[index]!;
          const selected = value === selectedValue;
          return (
            <button
              key={item.key ?? value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              className={
                selected ? `tabs-item tabs-item--active ${styles.tab} ${styles.selected}` : `tabs-item ${styles.tab}`
              }
              onClick={(event) => {
                if (!selected) select(value, event.currentTarget);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? value}
            </button>
          );
        })}
      </div>
      <div className={styles.panels}>
        {items.map((item, index) =>
          cloneElement(item, {
            id: panelId(index),
            'aria-labelledby': tabId(index),
            hidden: values[index] !== selectedValue,
          }),
        )}
      </div>
    </div>
  );
}
