import { interpolate, translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** Marks a draft: drafts are built by `cairn build --dev` only. */
export default function DraftBanner() {
  const title = translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' });
  return (
    <div className={`cairn-banner ${styles.draft}`} role="note" aria-label={title}>
      <p>
        {interpolate(
          translate({
            id: 'theme.cairn.DraftBanner.message',
            message: '{title}. Drafts are shown in development builds only; production builds leave this page out.',
          }),
          { title: <strong>{title}</strong> },
        )}
      </p>
    </div>
  );
}
