import { type CreateServiceInput, isServiceType, type Service, type ServiceType } from '@app/shared/catalog';
import { skipToken } from '@reduxjs/toolkit/query';
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
import { CalendarPanel } from './calendar-panel';
import { serviceTitle } from './service-display';
import { ServiceForm } from './service-form';
import {
  servicesApi,
  useCreateServiceMutation,
  useServiceQuery,
  useUpdateServiceMutation,
} from './services-api';

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

interface ServiceFormScreenProps {
  type: ServiceType;
  /** The id being edited; undefined to create. null when the URL's id is not a number. */
  id: number | null | undefined;
  /** Where the list is: the services tab of the type, or the apartments screen. */
  listPath: string;
}

function ServiceFormScreen({ type, id, listPath }: ServiceFormScreenProps) {
  const { t } = useTranslation('admin-services');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = servicesApi.endpoints.services.useQueryState(type);
  const [createService] = useCreateServiceMutation();
  const [updateService] = useUpdateServiceMutation();
  const editing = id !== undefined;
  const fromList = id ? (list.data?.find((item) => item.id === id) ?? null) : null;
  // The loaded list answers when it has the service; otherwise it is fetched.
  const current = useServiceQuery(id && !fromList ? { type, id } : skipToken);
  const service: Service | null = fromList ?? current.data ?? null;
  const errorStatus = current.error && 'status' in current.error ? current.error.status : undefined;

  if (id === null || errorStatus === 404) return <AdminErrorPage code={404} />;
  if (errorStatus === 403) return <AdminErrorPage code={403} />;

  const submit = async (input: CreateServiceInput) => {
    const result = id ? await updateService({ type, id, input }) : await createService({ type, input });
    // The failure itself: the form shows a refusal of the publish switch on the switch.
    if (result.error) throw result.error;
    const saved = result.data;
    dispatch(
      notifySuccess(id ? 'admin-services:messages.updated' : 'admin-services:messages.created', {
        name: serviceTitle(saved),
      }),
    );
    void navigate(listPath, { state: afterSave });
  };

  const back = { to: listPath, label: t(`types.${type}.many`) };

  if (!editing) {
    return (
      <>
        <PageHeader title={t(`types.${type}.new`)} subtitle={t('form.createSubtitle')} back={back} />
        <ServiceForm
          type={type}
          onSubmit={submit}
          cancelTo={listPath}
          submitLabel={t(`types.${type}.create`)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={service ? serviceTitle(service) : t(`types.${type}.edit`)}
        subtitle={t('form.editSubtitle')}
        back={back}
      />
      {!service && current.isError && (
        <LoadError error={failureText(current.error)} onRetry={() => void current.refetch()} />
      )}
      {!service && !current.isError && <ListSkeleton rows={4} height={72} />}
      {service && (
        <ServiceForm
          key={service.id}
          type={type}
          service={service}
          onSubmit={submit}
          cancelTo={listPath}
          submitLabel={t('form.save')}
        />
      )}
      {service && <CalendarPanel type={type} id={service.id} />}
    </>
  );
}

/** /admin/services/:type/new and /admin/services/:type/edit/:id */
export function ServiceFormPage() {
  const params = useParams();
  if (!isServiceType(params.type)) return <AdminErrorPage code={404} />;
  const id = params.id === undefined ? undefined : parseId(params.id);
  return (
    <ServiceFormScreen
      key={`${params.type}-${params.id ?? 'new'}`}
      type={params.type}
      id={id}
      listPath={paths.admin.servicesOfType(params.type)}
    />
  );
}

/** /admin/apartments/new and /admin/apartments/edit/:id */
export function ApartmentFormPage() {
  const params = useParams();
  const id = params.id === undefined ? undefined : parseId(params.id);
  return (
    <ServiceFormScreen
      key={`apartments-${params.id ?? 'new'}`}
      type="apartments"
      id={id}
      listPath={paths.admin.apartments}
    />
  );
}
