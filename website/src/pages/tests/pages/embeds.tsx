import { useBaseUrl } from '@cairn/theme';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

/**
 * Embedded content in a React page: an iframe with a title, a video with a captions track
 * (static files under static/media/), and an inline SVG with an accessible name.
 */
export default function EmbedsTests() {
  // Files of static/, under the site's baseUrl: these elements are not links the theme resolves.
  const frame = useBaseUrl('/media/embed-frame.html');
  const poster = useBaseUrl('/media/embed-poster.svg');
  const captions = useBaseUrl('/media/embed-captions.vtt');
  return (
    <Layout title="Embeds tests" description="An iframe, a video with captions and an inline SVG in a page.">
      <div className={styles.page}>
        <h1>Embeds tests</h1>

        <h2>An iframe</h2>
        <p>A static HTML file of the site, shown in a frame. The frame has a title, which screen readers announce.</p>
        <iframe
          data-testid="frame"
          title="An example document shown in a frame"
          src={frame}
          width="100%"
          height="120"
          style={{ border: '1px solid var(--cairn-color-border)', borderRadius: 8 }}
        />

        <h2>A video with captions</h2>
        <p>
          A video element with a poster image and a captions track in WebVTT. No video file ships with the site, so it
          shows the poster only.
        </p>
        <video
          data-testid="video"
          controls
          preload="none"
          width={320}
          height={180}
          poster={poster}
          aria-label="A cairn being built (poster only)"
        >
          <track kind="captions" src={captions} srcLang="en" label="English" default />
        </video>

        <h2>An inline SVG</h2>
        <svg
          data-testid="svg"
          role="img"
          aria-labelledby="embeds-svg-title"
          width="160"
          height="100"
          viewBox="0 0 160 100"
        >
          <title id="embeds-svg-title">Four stones stacked into a cairn</title>
          <ellipse cx="80" cy="85" rx="60" ry="12" fill="currentColor" opacity="0.8" />
          <ellipse cx="80" cy="64" rx="44" ry="11" fill="currentColor" opacity="0.6" />
          <ellipse cx="80" cy="45" rx="30" ry="10" fill="currentColor" opacity="0.45" />
          <ellipse cx="80" cy="28" rx="18" ry="8" fill="currentColor" opacity="0.3" />
        </svg>
      </div>
    </Layout>
  );
}
