import Link from '@theme/Link';
import { interpolate, translate, useSiteData, type DocVersionInfo } from '@cairn/theme/internal';

export interface DocVersionBannerProps {
  /** The doc's version (`page.version`); its `banner` says which notice, if any. */
  version: DocVersionInfo;
}

/** Says which version a visitor is reading when it is not the one they would normally get. */
export default function DocVersionBanner({ version }: DocVersionBannerProps) {
  const { title: siteTitle } = useSiteData();
  if (!version.banner || version.banner === 'none') return null;
  // `siteTitle` for translations written for Docusaurus, whose messages name it.
  const state =
    version.banner === 'unreleased'
      ? translate({
          id: 'theme.docs.versions.unreleasedVersionLabel',
          message: 'You are reading the docs of {versionLabel}, which is not released yet.',
        })
      : translate({
          id: 'theme.docs.versions.unmaintainedVersionLabel',
          message: 'You are reading the docs of {versionLabel}, which is no longer maintained.',
        });
  const latest = version.lastVersion;
  return (
    <div
      className="cairn-banner"
      role="note"
      aria-label={translate({ id: 'theme.cairn.DocVersionBanner.ariaLabel', message: 'Version notice' })}
    >
      <p>
        {interpolate(state, { siteTitle, versionLabel: <strong>{version.label}</strong> })}
        {latest && (
          <>
            {' '}
            {interpolate(
              translate({ id: 'theme.docs.versions.latestVersionSuggestionLabel', message: '{latestVersionLink}.' }),
              {
                versionLabel: latest.title,
                latestVersionLink: (
                  <Link to={latest.permalink}>
                    {translate(
                      { id: 'theme.docs.versions.latestVersionLinkLabel', message: 'Read the {versionLabel} docs' },
                      { versionLabel: latest.title },
                    )}
                  </Link>
                ),
              },
            )}
          </>
        )}
      </p>
    </div>
  );
}
