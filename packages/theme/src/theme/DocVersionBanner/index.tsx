import Link from '@theme/Link';
import type { DocVersionInfo } from '@cairn/theme/internal';

export interface DocVersionBannerProps {
  /** The doc's version (`page.version`); its `banner` says which notice, if any. */
  version: DocVersionInfo;
}

/** Says which version a visitor is reading when it is not the one they would normally get. */
export default function DocVersionBanner({ version }: DocVersionBannerProps) {
  if (!version.banner || version.banner === 'none') return null;
  const state = version.banner === 'unreleased' ? 'is not released yet' : 'is no longer maintained';
  return (
    <div className="cairn-banner" role="note" aria-label="Version notice">
      <p>
        You are reading the docs of <strong>{version.label}</strong>, which {state}.
        {version.lastVersion && (
          <>
            {' '}
            <Link to={version.lastVersion.permalink}>Read the {version.lastVersion.title} docs</Link>.
          </>
        )}
      </p>
    </div>
  );
}
