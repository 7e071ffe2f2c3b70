import type { CreateClientInput, UpdateClientInput } from '@app/shared/clients';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { afterSave } from '../admin-shell/unsaved-changes';
import { ClientForm } from './client-form';
import {
  clientDisplayName,
  createClient,
  fetchClient,
  selectCurrentClient,
  updateClient,
} from './clients-slice';

/** /admin/users/create */
export function ClientCreatePage() {
  const { t } = useTranslation('admin-clients');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (input: CreateClientInput) => {
    const result = await dispatch(createClient(input));
    if (createClient.rejected.match(result)) {
      const message = result.payload ?? '';
      throw message;
    }
    dispatch(notifySuccess('admin-clients:messages.created', { name: clientDisplayName(result.payload) }));
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
  const current = useAppSelector(selectCurrentClient);

  useEffect(() => {
    if (id !== null) void dispatch(fetchClient(id));
  }, [id, dispatch]);

  if (id === null || current.errorStatus === 404) return <AdminErrorPage code={404} />;
  if (current.errorStatus === 403) return <AdminErrorPage code={403} />;

  const submit = async (changes: UpdateClientInput) => {
    const result = await dispatch(updateClient({ id, changes }));
    if (updateClient.rejected.match(result)) {
      const message = result.payload ?? '';
      throw message;
    }
    dispatch(notifySuccess('admin-clients:messages.updated', { name: clientDisplayName(result.payload) }));
    void navigate(paths.admin.users, { state: afterSave });
  };

  const client = current.item?.id === id ? current.item : null;
  const loaded = client !== null && current.status === 'succeeded';

  return (
    <>
      <PageHeader
        title={client ? t('edit.title', { name: clientDisplayName(client) }) : t('edit.titleLoading')}
        subtitle={t('edit.subtitle')}
        back={{ to: paths.admin.users, label: t('backToList') }}
      />
      {current.status === 'failed' && (
        <LoadError error={current.error} onRetry={() => void dispatch(fetchClient(id))} />
      )}
      {!loaded && current.status !== 'failed' && <ListSkeleton rows={5} height={64} />}
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
