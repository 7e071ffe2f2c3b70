import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { SearchPicker, type SearchPickerProps } from '../admin-shell/search-picker';
import { paymentsApi, type ReservationRef } from './payments-api';

export const refGuest = (ref: Pick<ReservationRef, 'clientName' | 'clientLastname' | 'clientEmail'>) =>
  [ref.clientName, ref.clientLastname].filter(Boolean).join(' ') || ref.clientEmail || '—';

const label = (ref: ReservationRef) => `${ref.code} · ${refGuest(ref)}`;

const place = (ref: ReservationRef) => `${ref.code} · ${ref.apartmentName}`;

type ReservationSearchProps = Pick<
  SearchPickerProps<ReservationRef>,
  'value' | 'onChange' | 'label' | 'size' | 'required' | 'error' | 'helperText' | 'autoFocus'
>;

/** Finds a reservation by code, guest name, e-mail or phone (GET /reservations/search). */
export function ReservationSearch(props: ReservationSearchProps) {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  return (
    <SearchPicker<ReservationRef>
      {...props}
      search={(q) =>
        dispatch(paymentsApi.endpoints.reservationOptions.initiate(q, { subscribe: false })).unwrap()
      }
      optionLabel={label}
      optionTitle={refGuest}
      optionDetail={place}
      loadingText={t('paymentsPage.searching')}
      noOptionsText={t('paymentsPage.noReservation')}
      placeholder={t('paymentsPage.reservationPlaceholder')}
    />
  );
}
