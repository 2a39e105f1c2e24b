import Link from '@theme/Link';
import styles from './styles.module.css';

export interface TagProps {
  label: string;
  permalink: string;
  description?: string | null;
}

/** A link to a tag's page, drawn as a pill; the description shows on hover. */
export default function Tag({ label, permalink, description }: TagProps) {
  return (
    <Link to={permalink} className={styles.tag} title={description ?? undefined}>
      {label}
    </Link>
  );
}
