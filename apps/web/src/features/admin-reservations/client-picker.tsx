import type { Client } from '@app/shared/clients';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { SearchPicker } from '../admin-shell/search-picker';
import { reservationsApi } from './reservations-api';

/** What the picker needs of a client (an edit starts from the reservation's copy of it). */
export type ClientOption = Pick<Client, 'id' | 'name' | 'lastname' | 'email' | 'phone'> &
  Partial<Pick<Client, 'language'>>;

const fullName = (client: ClientOption) =>
  [client.name, client.lastname].filter(Boolean).join(' ') || client.email || `#${client.id}`;

const contact = (client: ClientOption) => [client.email, client.phone].filter(Boolean).join(' · ') || '—';

interface ClientPickerProps {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: boolean;
  helperText?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** Finds a client by name, e-mail or phone as you type (GET /users?q=). */
export function ClientPicker({ value, onChange, error, helperText, inputRef }: ClientPickerProps) {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  return (
    <SearchPicker<ClientOption>
      value={value}
      onChange={onChange}
      search={(q) =>
        dispatch(reservationsApi.endpoints.clientOptions.initiate(q, { subscribe: false })).unwrap()
      }
      optionLabel={fullName}
      optionTitle={fullName}
      optionDetail={contact}
      label={t('form.client.pick')}
      required
      error={error}
      helperText={helperText || t('form.client.pickHint')}
      inputRef={inputRef}
      loadingText={t('form.client.searching')}
      noOptionsText={t('form.client.noMatch')}
      typeToSearchText={t('form.client.typeToSearch')}
      spinner
    />
  );
}
