import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A short outcome message in a public form (sent, or what went wrong), announced to screen readers:
 * 'error' as an alert, 'success' as a status unless `role` says otherwise.
 */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: 'success' | 'error';
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={`${styles.notice} ${styles[tone]}`}
    >
      {children}
    </div>
  );
}
