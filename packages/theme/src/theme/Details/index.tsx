import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { flushSync } from 'react-dom';
import { translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

/**
 * How long opening or closing takes, in ms. It grows with the square root of the height, so a
 * tall block moves faster per pixel than a short one and never takes long: 150 ms for an empty
 * block, ~270 ms for 100 px, ~390 ms for 400 px, at most 600 ms. Exactly 1 ms when the visitor
 * asks for reduced motion (1, not 0: the same code path still runs and finishes).
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  return Math.round(Math.min(150 + 12 * Math.sqrt(Math.max(height, 0)), 600));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

type SummaryElement = ReactElement<ComponentProps<'summary'>>;

function isSummary(node: unknown): node is SummaryElement {
  return isValidElement(node) && node.type === 'summary';
}

/** Clicks on a link or control inside the summary do their own thing, not a toggle. */
function isInteractiveTarget(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  const interactive = target.closest('a, button, input, select, textarea, label');
  return interactive !== null && event.currentTarget.contains(interactive);
}

interface RunningAnimation {
  /** Stops where it is, without applying the end state. */
  cancel(): void;
}

export type DetailsProps = Omit<ComponentProps<'details'>, 'open'> & { open?: unknown };

/**
 * `<details>` in content, opened and closed with an animated height. The first `summary`
 * child is the toggle; Enter and Space on it work as natively, since they fire its click.
 * The server renders the `open` attribute as given, so the page reads the same without JS.
 */
export default function Details({ open: openProp, className, children, onToggle, ...props }: DetailsProps) {
  const [open, setOpen] = useState(openProp !== undefined && openProp !== null && openProp !== false);
  const contentRef = useRef<HTMLDivElement>(null);
  const animation = useRef<RunningAnimation | null>(null);
  // Whether the block is (or is becoming) open, as the visitor last asked.
  const wantsOpen = useRef(open);

  useEffect(() => () => animation.current?.cancel(), []);

  const items = Children.toArray(children);
  const summaryIndex = items.findIndex(isSummary);
  const summary =
    summaryIndex >= 0 ? (
      (items[summaryIndex] as SummaryElement)
    ) : (
      <summary>{translate({ id: 'theme.cairn.Details.summary', message: 'Details' })}</summary>
    );
  const content = summaryIndex >= 0 ? items.filter((_, index) => index !== summaryIndex) : items;

  const animateHeight = (element: HTMLElement, from: number, to: number, onDone: () => void) => {
    const duration = collapseDuration(Math.max(from, to), prefersReducedMotion());
    const clear = () => {
      element.style.removeProperty('height');
      element.style.removeProperty('overflow');
      element.style.removeProperty('transition');
      if (element.style.length === 0) element.removeAttribute('style');
    };
    element.style.overflow = 'hidden';
    element.style.transition = 'none';
    element.style.height = `${from}px`;
    void element.offsetHeight; // Commits the start height, so the change below transitions.
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = `${to}px`;
    // A timer rather than `transitionend`, which never fires when nothing was painted.
    const timer = setTimeout(() => {
      animation.current = null;
      clear();
      onDone();
    }, duration);
    animation.current = {
      cancel() {
        clearTimeout(timer);
        animation.current = null;
      },
    };
  };

  const toggle = () => {
    const element = contentRef.current;
    if (!element) return;
    const interrupted = animation.current !== null;
    // An interrupted animation continues from the height it has reached.
    const currentHeight = interrupted ? element.getBoundingClientRect().height : null;
    animation.current?.cancel();

    if (wantsOpen.current) {
      wantsOpen.current = false;
      animateHeight(element, currentHeight ?? element.scrollHeight, 0, () => setOpen(false));
    } else {
      wantsOpen.current = true;
      // Open first, so the content has a height to measure and grow into.
      flushSync(() => setOpen(true));
      animateHeight(element, currentHeight ?? 0, element.scrollHeight, () => {});
    }
  };

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    summary.props.onClick?.(event);
    if (event.defaultPrevented || isInteractiveTarget(event)) return;
    event.preventDefault(); // The animation decides when `open` changes, not the browser.
    toggle();
  };

  return (
    <details
      {...props}
      open={open}
      className={['details', styles.details, className].filter(Boolean).join(' ')}
      onToggle={(event) => {
        onToggle?.(event);
        // Opened or closed by the browser itself (find in page, a #fragment inside): follow it.
        if (animation.current === null && event.currentTarget.open !== open) {
          wantsOpen.current = event.currentTarget.open;
          setOpen(event.currentTarget.open);
        }
      }}
    >
      {cloneElement(summary, {
        className: [styles.summary, summary.props.className].filter(Boolean).join(' '),
        onClick: onSummaryClick,
      })}
      <div ref={contentRef} className={styles.content}>
        {content}
      </div>
    </details>
  );
}
