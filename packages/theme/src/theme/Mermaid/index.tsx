import { useEffect, useState } from 'react';
import { translate, useLazyModule } from '@cairn/theme/internal';
import Loading from '@theme/Loading';
import styles from './styles.module.css';

type MermaidApi = (typeof import('mermaid'))['default'];
type MermaidTheme = 'default' | 'dark';

let mermaidModule: Promise<MermaidApi> | null = null;

/**
 * A build whose pages draw no diagram leaves the library out (`[markdown] mermaid = true` keeps
 * it for site code that renders this component itself).
 */
function importMermaid(): Promise<{ default: MermaidApi }> {
  if (import.meta.env.CAIRN_DIAGRAMS === false) {
    return Promise.reject(
      new Error('This site was built without diagrams: no page had one. Set `mermaid = true` under [markdown] in cairn.toml.'),
    );
  }
  return import('mermaid');
}

/** Mermaid (over a megabyte) is fetched by the first diagram on a page, never by the entry. */
function loadMermaid(): Promise<MermaidApi> {
  mermaidModule ??= importMermaid().then(
    (module) => module.default,
    (error: unknown) => {
      mermaidModule = null; // Let a later diagram try again (the network may be back).
      throw error;
    },
  );
  return mermaidModule;
}

function pageTheme(): MermaidTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
}

/** Mermaid needs a unique DOM id per render; it uses it in the SVG's ids and CSS selectors. */
let renderCount = 0;

export async function renderMermaidSvg(code: string, theme: MermaidTheme, api?: MermaidApi): Promise<string> {
  const mermaid = api ?? (await loadMermaid());
  // `initialize` sets Mermaid's global configuration; each render re-applies the theme.
  mermaid.initialize({ startOnLoad: false, theme, securityLevel: 'strict', suppressErrorRendering: true });
  renderCount += 1;
  const { svg } = await mermaid.render(`cairn-mermaid-${renderCount}`, code);
  return svg;
}

type DiagramState = { svg: string } | { error: string } | null;

/**
 * A Mermaid diagram. The server and the first client render show the source as text (so
 * hydration matches and the page reads without JavaScript); after mounting, Mermaid is loaded
 * and the SVG replaces it, re-rendered whenever the colour mode changes.
 */
export default function Mermaid({ code }: { code: string }) {
  const [diagram, setDiagram] = useState<DiagramState>(null);
  // Mermaid's chunk can fail to download (offline, a new deploy): the loader offers a retry.
  const { module: mermaid, error: loadError, pastDelay, retry } = useLazyModule(loadMermaid);

  useEffect(() => {
    if (!mermaid) return;
    let latestRequest = 0;
    let renderedTheme: MermaidTheme | null = null;
    const renderForPageTheme = () => {
      const theme = pageTheme();
      if (theme === renderedTheme) return;
      renderedTheme = theme;
      const request = ++latestRequest;
      renderMermaidSvg(code, theme, mermaid).then(
        (svg) => {
          if (request === latestRequest) setDiagram({ svg });
        },
        (error: unknown) => {
          if (request === latestRequest) setDiagram({ error: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    renderForPageTheme();
    // The colour mode lives in <html data-theme>; follow it.
    const observer = new MutationObserver(renderForPageTheme);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      latestRequest = -1; // Drops results that arrive after unmounting or for an older code.
      observer.disconnect();
    };
  }, [code, mermaid]);

  if (diagram && 'svg' in diagram) {
    return (
      <div className={`mermaid-container ${styles.container}`}>
        <div className={`mermaid-diagram ${styles.diagram}`} dangerouslySetInnerHTML={{ __html: diagram.svg }} />
        {/* The source stays in the page as the diagram's text equivalent. */}
        <pre className="mermaid-source cairn-visually-hidden">{code}</pre>
      </div>
    );
  }

  return (
    <div className={`mermaid-container ${styles.container}`}>
      {!mermaid && <Loading error={loadError} retry={retry} pastDelay={pastDelay} />}
      {diagram && 'error' in diagram && (
        <p className={`mermaid-error ${styles.error}`} role="alert">
          {translate(
            { id: 'theme.cairn.Mermaid.error', message: 'This diagram could not be rendered: {error}' },
            { error: diagram.error },
          )}
        </p>
      )}
      <pre className={`mermaid-source ${styles.source}`}>{code}</pre>
    </div>
  );
}
