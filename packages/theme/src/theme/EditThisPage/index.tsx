import Link from '@theme/Link';
import { translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface EditThisPageProps {
  /** Where the page's source is edited (`page.editUrl`, from the docs instance's `editUrl`). */
  editUrl: string;
}

/** A link to edit the page's source, opened in a new tab like every external link. */
export default function EditThisPage({ editUrl }: EditThisPageProps) {
  return (
    <Link href={editUrl} className={`cairn-edit-this-page ${styles.editLink}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 20h4L19 9l-4-4L4 16v4ZM13 7l4 4" />
      </svg>
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
    </Link>
  );
}
