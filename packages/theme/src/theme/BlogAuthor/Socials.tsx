import Link from '@theme/Link';
import styles from './styles.module.css';

/** How a platform is named to readers (and screen readers): the key as written otherwise. */
const PLATFORM_NAMES: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  instagram: 'Instagram',
  threads: 'Threads',
  youtube: 'YouTube',
  twitch: 'Twitch',
};

/** The few letters drawn for platforms without a drawn mark. */

export function platformName(platform: string): string {
  return PLATFORM_NAMES[platform.toLowerCase()] ?? platform;
}

function Icon({ platform }: { platform: string }) {
  const key = platform.toLowerCase();
  if (key === 'github') {
    return (
      <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8Z"
        />
      </svg>
    );
  }
  if (key === 'x') {
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z"
        />
      </svg>
    );
  }
  // Any other platform: a link icon. No letters: text in an icon would be visible text that
  // the link's name ("LinkedIn") does not contain, which confuses voice control.
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1 1M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1-1"
      />
    </svg>
  );
}

/** The author's profiles elsewhere, as icon links named after their platform. */
export function Socials({ socials }: { socials: Record<string, string> }) {
  const entries = Object.entries(socials).filter(([, url]) => !!url);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.socials}>
      {entries.map(([platform, url]) => {
        const name = platformName(platform);
        return (
          <li key={platform}>
            <Link href={url} className={styles.social} aria-label={name} title={name}>
              <Icon platform={platform} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
