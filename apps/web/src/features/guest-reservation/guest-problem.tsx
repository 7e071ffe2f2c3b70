import { useTranslation } from 'react-i18next';
import type { GuestProblem } from './guest-reservation-slice';

/** Why there is no reservation to show, in the visitor's words. */
export function GuestProblemText({
  problem,
  context,
}: {
  problem: GuestProblem;
  context: 'lookup' | 'view';
}) {
  const { t } = useTranslation('reservation');
  switch (problem.kind) {
    case 'noToken':
      return t('problems.noToken');
    case 'denied':
      return t('problems.denied');
    case 'notFound':
      return context === 'lookup' ? t('problems.lookupNotFound') : t('problems.notFound');
    case 'rateLimited':
      return t('problems.rateLimited');
    default:
      return t('problems.error');
  }
}
