import { type CreateServiceInput, isServiceType, type Service, type ServiceType } from '@app/shared/catalog';
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
import { serviceTitle } from './service-display';
import { ServiceForm } from './service-form';
import {
  createService,
  fetchService,
  selectCurrentService,
  selectServiceList,
  updateService,
} from './services-slice';

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
  const list = useAppSelector((state) => selectServiceList(state, type));
  const current = useAppSelector(selectCurrentService);
  const editing = id !== undefined;
  const fromList = id ? (list.items.find((item) => item.id === id) ?? null) : null;
  const fromCurrent = current.type === type && current.id === id ? current : null;
  const service: Service | null = fromList ?? fromCurrent?.item ?? null;

  // The list answers when it has the service; otherwise it is fetched once per id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fromList only decides whether to fetch
  useEffect(() => {
    if (id && !fromList) void dispatch(fetchService({ type, id }));
  }, [type, id, dispatch]);

  if (id === null || fromCurrent?.errorStatus === 404) return <AdminErrorPage code={404} />;
  if (fromCurrent?.errorStatus === 403) return <AdminErrorPage code={403} />;

  const submit = async (input: CreateServiceInput) => {
    const result = id
      ? await dispatch(updateService({ type, id, input }))
      : await dispatch(createService({ type, input }));
    if (createService.rejected.match(result) || updateService.rejected.match(result)) {
      const message = result.payload ?? '';
      throw message;
    }
    const saved = result.payload as Service;
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
      {!service && fromCurrent?.status === 'failed' && (
        <LoadError error={fromCurrent.error} onRetry={() => void dispatch(fetchService({ type, id }))} />
      )}
      {!service && fromCurrent?.status !== 'failed' && <ListSkeleton rows={4} height={72} />}
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
