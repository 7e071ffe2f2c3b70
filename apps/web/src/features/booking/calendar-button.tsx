import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/use-hydrated';
import type { ServiceType } from '../catalog/service-model';
import type { AvailabilityDialog as AvailabilityDialogType, StayDates } from './availability-dialog';
import styles from './booking-form.module.css';
import type { UnavailableRange } from './use-unavailable-ranges';

type DialogProps = Parameters<typeof AvailabilityDialogType>[0];

interface CalendarButtonProps {
  type: ServiceType;
  initial: StayDates;
  unavailable: readonly UnavailableRange[];
  today: string;
  bufferMinutes: number;
  durations: readonly number[];
  onPick: (stay: StayDates) => void;
}

/**
 * 'See available dates' under the form's dates, for every type: the calendar and its date library are
 * loaded when the visitor first opens it (a lazy chunk, none of the page's first download).
 */
export function CalendarButton({ onPick, ...dialog }: CalendarButtonProps) {
  const { t } = useTranslation('booking');
  const hydrated = useHydrated();
  const [calendar, setCalendar] = useState<'closed' | 'loading' | 'open'>('closed');
  const [CalendarDialog, setCalendarDialog] = useState<ComponentType<DialogProps> | null>(null);

  const openCalendar = async () => {
    if (CalendarDialog) {
      setCalendar('open');
      return;
    }
    setCalendar('loading');
    try {
      const { AvailabilityDialog } = await import('./availability-dialog');
      setCalendarDialog(() => AvailabilityDialog);
      setCalendar('open');
    } catch {
      // Offline or a new deployment: the date fields still work, the server still checks the dates.
      setCalendar('closed');
    }
  };

  return (
    <>
      <div className={styles.calendar}>
        <p>{dialog.unavailable.length > 0 ? t('calendar.someBooked') : t('calendar.allFree')}</p>
        <button
          type="button"
          onClick={() => void openCalendar()}
          disabled={!hydrated || calendar === 'loading'}
          aria-haspopup="dialog"
          aria-busy={calendar === 'loading'}
        >
          <CalendarMonthOutlined aria-hidden />
          {t('calendar.open')}
        </button>
      </div>
      {CalendarDialog && (
        <CalendarDialog
          {...dialog}
          open={calendar === 'open'}
          onClose={() => setCalendar('closed')}
          onPick={onPick}
        />
      )}
    </>
  );
}
