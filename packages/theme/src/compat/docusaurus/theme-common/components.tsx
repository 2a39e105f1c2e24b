// The components of `@docusaurus/theme-common`, on Cairn's runtime.
import {
  Component,
  useCallback,
  useEffect,
  useState,
  type CSSProperties,
  type ElementType,
  type ReactNode,
} from 'react';
import { errorChain, translate, useColorMode, useIsBrowser } from '@cairn/theme/internal';
import Head from '../Head';
import { sayInert } from '../inert';

// ---------------------------------------------------------------------------------------------
// ThemedComponent: one rendering per colour mode

type Theme = 'light' | 'dark';

/**
 * Calls `children` for each colour mode. The server's HTML (and hydration) holds both, the one
 * not on screen hidden by CSS (`themedComponent--light` / `--dark`, as Docusaurus names them);
 * once in the browser, only the current mode's is rendered.
 */
export function ThemedComponent({
  className,
  children,
}: {
  className?: string;
  children: (props: { theme: Theme; className: string }) => ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const themes: Theme[] = isBrowser ? [colorMode] : ['light', 'dark'];
  return (
    <>
      {themes.map((theme) => (
        <ThemedChild key={theme} theme={theme} className={className}>
          {children}
        </ThemedChild>
      ))}
    </>
  );
}

function ThemedChild({
  theme,
  className,
  children,
}: {
  theme: Theme;
  className: string | undefined;
  children: (props: { theme: Theme; className: string }) => ReactNode;
}) {
  const classes = ['themedComponent', `themedComponent--${theme}`, className].filter(Boolean).join(' ');
  return <>{children({ theme, className: classes })}</>;
}

// ---------------------------------------------------------------------------------------------
// Collapsible

export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggleCollapsed: () => void;
} {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

const COLLAPSED_STYLE: CSSProperties = { display: 'none', overflow: 'hidden', height: 0 };

/**
 * Content shown or hidden by `collapsed`. Without animation (Cairn keeps its pages free of
 * layout animations), `onCollapseTransitionEnd` is called as soon as the state changes.
 */
export function Collapsible({
  as: As = 'div',
  collapsed,
  children,
  className,
  onCollapseTransitionEnd,
  lazy = false,
}: {
  as?: ElementType;
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  lazy?: boolean;
  animation?: unknown;
  disableSSRStyle?: boolean;
}): ReactNode {
  const [everOpened, setEverOpened] = useState(!collapsed);
  useEffect(() => {
    if (!collapsed) setEverOpened(true);
    onCollapseTransitionEnd?.(collapsed);
    // Only a change of state is a transition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed]);
  if (lazy && collapsed && !everOpened) return null;
  return (
    <As className={className} style={collapsed ? COLLAPSED_STYLE : undefined}>
      {children}
    </As>
  );
}

// ---------------------------------------------------------------------------------------------
// Page metadata and <html> classes

export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}): ReactNode {
  const keywordList = Array.isArray(keywords) ? keywords.join(',') : keywords;
  return (
    <Head>
      {title !== undefined && <title>{title}</title>}
      {title !== undefined && <meta property="og:title" content={title} />}
      {description !== undefined && <meta name="description" content={description} />}
      {description !== undefined && <meta property="og:description" content={description} />}
      {keywordList && <meta name="keywords" content={keywordList} />}
      {image && <meta property="og:image" content={image} />}
      {image && <meta name="twitter:image" content={image} />}
      {children}
    </Head>
  );
}

/**
 * Adds `className` to `<html>` while mounted. Cairn's pages get their `<html>` from the engine,
 * so the class is added in the browser, after hydration.
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  useEffect(() => {
    const classes = className?.split(/\s+/).filter(Boolean) ?? [];
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [className]);
  return children;
}

/** Docusaurus fills the mobile drawer's second panel with it; Cairn's drawer has one panel. */
export function NavbarSecondaryMenuFiller(_props: { component: unknown; props?: unknown }): null {
  sayInert('NavbarSecondaryMenuFiller', "Cairn's mobile navigation has no secondary menu; docs pages put their sidebar in it themselves.");
  return null;
}

// ---------------------------------------------------------------------------------------------
// Skip link

export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** A link to the page's main content, for keyboard users. */
export function SkipToContentLink({ className, children }: { className?: string; children?: ReactNode }): ReactNode {
  const skip = useCallback((event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SkipToContentFallbackId);
    if (!target) return;
    event.preventDefault();
    target.tabIndex = -1;
    target.focus();
  }, []);
  return (
    <a href={`#${SkipToContentFallbackId}`} className={className} onClick={skip}>
      {children ?? translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </a>
  );
}

// ---------------------------------------------------------------------------------------------
// Banner texts

export function UnlistedBannerTitle(): ReactNode {
  return translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' });
}

export function UnlistedBannerMessage(): ReactNode {
  return translate({
    id: 'theme.contentVisibility.unlistedBanner.message',
    message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
  });
}

export function UnlistedMetadata(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

export function DraftBannerTitle(): ReactNode {
  return translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' });
}

export function DraftBannerMessage(): ReactNode {
  return translate({
    id: 'theme.contentVisibility.draftBanner.message',
    message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
  });
}

// ---------------------------------------------------------------------------------------------
// Error boundary parts

export function ErrorBoundaryTryAgainButton({ tryAgain, ...props }: { tryAgain: () => void } & React.ComponentProps<'button'>): ReactNode {
  return (
    <button type="button" {...props} onClick={tryAgain}>
      {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
    </button>
  );
}

/** An error and its causes, one per line. */
export function ErrorBoundaryError({ error }: { error: Error }): ReactNode {
  return <p style={{ whiteSpace: 'pre-wrap' }}>{errorChain(error)}</p>;
}

/** What an error boundary shows by default: the error and a button to render again. */
export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }): ReactNode {
  return (
    <div role="alert">
      <p>
        {translate({
          id: 'theme.cairn.ErrorBoundary.message',
          message: 'This component crashed because of the following error:',
        })}
      </p>
      <ErrorBoundaryError error={error} />
      <ErrorBoundaryTryAgainButton tryAgain={tryAgain} />
    </div>
  );
}

/**
 * Adds `onError`'s context to errors of its children: they are thrown again as the cause of a
 * new error, which error boundaries show as a chain.
 */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError: (error: Error) => Error }> {
  override componentDidCatch(error: Error): never {
    throw this.props.onError(error);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
