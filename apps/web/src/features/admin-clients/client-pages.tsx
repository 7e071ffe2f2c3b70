import type { CreateClientInput, UpdateClientInput } from '@app/shared/clients';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { failureText } from '../admin-shell/admin-api';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { afterSave } from '../admin-shell/unsaved-changes';
import { ClientForm } from './client-form';
import {
  clientDisplayName,
  useClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
} from './clients-api';

/** /admin/users/create */
export function ClientCreatePage() {
  const { t } = useTranslation('admin-clients');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createClient] = useCreateClientMutation();

  const submit = async (input: CreateClientInput) => {
    const result = await createClient(input);
    if (result.error) throw failureText(result.error);
    dispatch(notifySuccess('admin-clients:messages.created', { name: clientDisplayName(result.data) }));
    void navigate(paths.admin.users, { state: afterSave });
  };

  return (
    <>
      <PageHeader
        title={t('create.title')}
        subtitle={t('create.subtitle')}
        back={{ to: paths.admin.users, label: t('backToList') }}
      />
      <ClientForm mode="create" onSubmit={submit} cancelTo={paths.admin.users} />
    </>
  );
}

/** /admin/users/edit/:id */
export function ClientEditPage() {
  const { t } = useTranslation('admin-clients');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const current = useClientQuery(id ?? 0, { skip: id === null });
  const [updateClient] = useUpdateClientMutation();
  const errorStatus = current.error && 'status' in current.error ? current.error.status : undefined;

  if (id === null || errorStatus === 404) return <AdminErrorPage code={404} />;
  if (errorStatus === 403) return <AdminErrorPage code={403} />;

  const submit = async (changes: UpdateClientInput) => {
    const result = await updateClient({ id, changes });
    if (result.error) throw failureText(result.error);
    dispatch(notifySuccess('admin-clients:messages.updated', { name: clientDisplayName(result.data) }));
    void navigate(paths.admin.users, { state: afterSave });
  };

  const client = current.data?.id === id ? current.data : null;
  const loaded = client !== null && current.isSuccess && !current.isFetching;

  return (
    <>
      <PageHeader
        title={client ? t('edit.title', { name: clientDisplayName(client) }) : t('edit.titleLoading')}
        subtitle={t('edit.subtitle')}
        back={{ to: paths.admin.users, label: t('backToList') }}
      />
      {current.isError && (
        <LoadError error={failureText(current.error)} onRetry={() => void current.refetch()} />
      )}
      {!loaded && !current.isError && <ListSkeleton rows={5} height={64} />}
      {loaded && (
        <ClientForm
          key={client.id}
          mode="edit"
          initial={client}
          onSubmit={submit}
          cancelTo={paths.admin.users}
        />
      )}
    </>
  );
}
