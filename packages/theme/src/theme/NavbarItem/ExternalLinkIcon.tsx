import styles from './styles.module.css';

/** Whether a link leaves the site (and so opens in a new tab). */
export function isExternalUrl(url: string | undefined): boolean {
  return url !== undefined && /^(https?:)?\/\//i.test(url);
}

/** The arrow-out-of-a-box that marks a link to another site. */
export default function ExternalLinkIcon() {
  return (
    <svg className={styles.externalIcon} width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
