import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CalendarConflictList, useCalendarConflictsQuery } from '../admin-shell/calendar-conflicts';
import { Card } from './dashboard-cards';

/**
 * Imported events over one of our reservations (issue 18), each with a link to the reservation and to
 * its service's Calendar sync panel. Nothing is shown while there are none (or they cannot be read).
 */
export function CalendarConflictsCard() {
  const { t } = useTranslation('admin-dashboard');
  const conflicts = useCalendarConflictsQuery().data ?? [];
  if (conflicts.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Card title={t('conflicts.title')}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('conflicts.hint')}
        </Typography>
        <CalendarConflictList conflicts={conflicts} />
      </Card>
    </Box>
  );
}
