import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** The id of the h1, for a section's aria-labelledby. */
  titleId?: string;
  children?: ReactNode;
}

/** The opening of an inner page: small caps eyebrow, a large title, a lead; clears the fixed top bar. */
export function PageIntro({ eyebrow, title, lead, titleId, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id={titleId} className={styles.title} data-with-lead={lead ? '' : undefined}>
          {title}
        </h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </div>
  );
}
