import styles from './styles.module.css';

/** Marks a draft: drafts are built by `cairn build --dev` only. */
export default function DraftBanner() {
  return (
    <div className={`cairn-banner ${styles.draft}`} role="note" aria-label="Draft page">
      <p>
        <strong>Draft page.</strong> Drafts are shown in development builds only; production builds leave this page
        out.
      </p>
    </div>
  );
}
