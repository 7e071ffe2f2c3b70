import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { arrowBackIcon, Icon } from '../../components/icon';
import styles from './catalog-ui.module.css';

/** Page heading of the catalogue: eyebrow, title, lead. */
export function PageHeading({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  id?: string;
}) {
  return (
    <div className={styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id={id} className={styles.title} data-with-lead={lead ? '' : undefined}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

/** "← Back to ..." */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={styles.back}>
      <Icon path={arrowBackIcon} />
      {children}
    </RouterLink>
  );
}

/** An empty or failed list: an icon, what happened, what to do next. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  headingLevel = 'h2',
}: {
  icon: ReactNode;
  title: string;
  message?: string;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  return (
    <div role="status" className={styles.empty}>
      <div aria-hidden className={styles.emptyIcon}>
        {icon}
      </div>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {message && <p className={styles.emptyMessage}>{message}</p>}
      {action && <div className={styles.emptyActions}>{action}</div>}
    </div>
  );
}
