import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '@cairn/theme/internal';
import { classNames } from './classNames';
import styles from './styles.module.css';

interface Props {
  mobile: boolean;
  children: ReactNode;
}

/** An item type loaded on demand whose code could not be downloaded. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * One broken item (a doc id that does not exist, a custom type…) must not take the whole
 * navbar, or the page, down with it. Server rendering has no error boundaries: there the
 * error fails the build, which names the item's problem.
 */
export default class NavbarItemErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) console.error("Cairn: a navbar item's code could not be loaded.", error);
    else console.error('Cairn: a navbar item failed to render; check the navbar item config.', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // The network failed, not the config (see bin/vite/deferReexports.mjs): the item is
    // left out rather than blamed on the config.
    if (isChunkLoadError(error)) return null;
    // The message can be long (it may list every doc id): the tooltip and the console hold it.
    const notice = (
      <span
        className={classNames(styles.error, this.props.mobile && styles.drawerError)}
        role="alert"
        title={error.message}
      >
        {translate({ id: 'theme.cairn.NavbarItem.error', message: 'Navbar item error: check the navbar item config.' })}
      </span>
    );
    return this.props.mobile ? <li>{notice}</li> : notice;
  }
}
