import {
  type CreateServiceInput,
  createServiceInput,
  type Service,
  type ServiceType,
  serviceFields,
} from '@app/shared/catalog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTranslateError } from '../../lib/error-text';
import type { AdminFailure } from '../admin-shell/admin-api';
import { useAdminErrorText } from '../admin-shell/admin-error-text';
import { BusyButton } from '../admin-shell/busy-button';
import { type FieldIssue, fieldIssues, useIssueText } from '../admin-shell/form-issues';
import { UnsavedChangesGuard } from '../admin-shell/unsaved-changes';
import { type ImageItem, ImageManager, storedImages } from './image-manager';
import { type AnyService, priceUnit } from './service-display';

type FormField =
  | 'brand'
  | 'model'
  | 'name'
  | 'unitNumber'
  | 'address'
  | 'description'
  | 'price'
  | 'passengers'
  | 'capacity'
  | 'rooms'
  | 'bathrooms'
  | 'nameEn'
  | 'descriptionEn';
export type ServiceFormValues = Record<FormField, string>;

const numericFields = new Set<FormField>(['price', 'passengers', 'capacity', 'rooms', 'bathrooms']);
// The order on screen: identity, place, numbers, words.
const fieldOrder: FormField[] = [
  'brand',
  'model',
  'name',
  'unitNumber',
  'address',
  'price',
  'passengers',
  'capacity',
  'rooms',
  'bathrooms',
  'description',
];

export function serviceFormValues(service: Service | null | undefined): ServiceFormValues {
  const s = (service ?? {}) as Partial<AnyService>;
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    brand: text(s.brand),
    model: text(s.model),
    name: text(s.name),
    unitNumber: text(s.unitNumber),
    address: text(s.address),
    description: text(s.description),
    price: service ? text(s.price) : '',
    passengers: service ? text(s.passengers) : '',
    capacity: service ? text(s.capacity) : '',
    rooms: service ? text(s.rooms) : '',
    bathrooms: service ? text(s.bathrooms) : '',
    nameEn: s.translations?.name?.en ?? '',
    descriptionEn: s.translations?.description?.en ?? '',
  };
}

/** The body the API gets: the type's fields, the images in order, the English texts beside the Spanish. */
export function toServiceBody(
  type: ServiceType,
  values: ServiceFormValues,
  images: readonly string[],
  published = true,
) {
  const body: Record<string, unknown> = { published };
  for (const field of serviceFields[type]) body[field] = values[field as FormField];
  body.images = [...images];
  const localized = (es: string, en: string) => ({ es, ...(en.trim() ? { en } : {}) });
  body.translations =
    type === 'cars'
      ? { description: localized(values.description, values.descriptionEn) }
      : {
          name: localized(values.name, values.nameEn),
          description: localized(values.description, values.descriptionEn),
        };
  return body;
}

/** Paths of the schema's issues to the form's fields. */
function issuesByField(
  issues: Record<string, FieldIssue>,
): Partial<Record<FormField | 'images', FieldIssue>> {
  const out: Partial<Record<FormField | 'images', FieldIssue>> = {};
  for (const [path, issue] of Object.entries(issues)) {
    const field =
      path === 'translations.name.en'
        ? 'nameEn'
        : path === 'translations.description.en'
          ? 'descriptionEn'
          : path.startsWith('images')
            ? 'images'
            : path;
    if (!(field in out)) out[field as FormField | 'images'] = issue;
  }
  return out;
}

interface ServiceFormProps {
  type: ServiceType;
  service?: Service | null;
  /**
   * Saves; rejects with the message to show, or the API's failure (a refusal of the publish switch is
   * shown on it). The form keeps what was typed.
   */
  onSubmit: (input: CreateServiceInput) => Promise<void>;
  cancelTo: string;
  submitLabel: string;
}

/**
 * A service's fields for its type (SPEC.md section 3), checked with the API's own schema
 * (createServiceInput) before sending; photos are uploaded as they are chosen.
 */
export function ServiceForm({ type, service, onSubmit, cancelTo, submitLabel }: ServiceFormProps) {
  const { t } = useTranslation(['admin-services', 'admin']);
  const errorText = useAdminErrorText();
  const issueText = useIssueText();
  const translateError = useTranslateError();
  const initial = useRef({
    values: serviceFormValues(service),
    images: service?.images ?? [],
    demoImages: service?.demoImages ?? [],
  });
  const [values, setValues] = useState<ServiceFormValues>(initial.current.values);
  // A new service starts published (it shows once it has a price); an archived one can only be hidden.
  const initialPublished = service ? Boolean(service.published) : true;
  const [published, setPublished] = useState(initialPublished);
  const [publishIssue, setPublishIssue] = useState<string | null>(null);
  const [images, setImages] = useState<ImageItem[]>(() =>
    storedImages(initial.current.images, initial.current.demoImages),
  );
  const [issues, setIssues] = useState<Partial<Record<FormField | 'images', FieldIssue>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<FormField, HTMLInputElement | null>>>({});

  const fields = fieldOrder.filter((field) => (serviceFields[type] as readonly string[]).includes(field));
  const uploading = images.some((image) => image.status === 'uploading');
  const failedUploads = images.filter((image) => image.status === 'failed').length;
  // A refused file (not a photo) keeps no file to send again: it can only be removed.
  const retryableUploads = images.some((image) => image.status === 'failed' && image.file);
  const readyUrls = images.flatMap((image) => (image.status === 'ready' && image.url ? [image.url] : []));
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial.current.values) ||
    JSON.stringify(readyUrls) !== JSON.stringify(initial.current.images) ||
    published !== initialPublished ||
    uploading;
  // The server's rule, said on the switch before sending: no price, no publishing.
  const needsPrice = (next: ServiceFormValues, on: boolean) => on && !(Number(next.price) > 0);

  const validate = (next: ServiceFormValues) => {
    const result = createServiceInput(type).safeParse(toServiceBody(type, next, readyUrls, published));
    return result.success
      ? { data: result.data as CreateServiceInput, issues: {} }
      : { data: null, issues: issuesByField(fieldIssues(result.error.issues)) };
  };

  const change = (field: FormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setIssues(validate(next).issues);
    if (publishIssue && !needsPrice(next, published)) setPublishIssue(null);
  };

  const switchPublished = (on: boolean) => {
    setPublished(on);
    if (publishIssue && !needsPrice(values, on)) setPublishIssue(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploading || failedUploads > 0) return;
    setSubmitted(true);
    setServerError(null);
    const { data, issues: found }: { data: CreateServiceInput | null; issues: typeof issues } =
      validate(values);
    setIssues(found);
    const priceMissing = needsPrice(values, published);
    setPublishIssue(priceMissing ? t('publish.needsPrice') : null);
    if (!data || priceMissing) {
      const first = [...fields, 'nameEn' as const, 'descriptionEn' as const].find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      else inputs.current.price?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(data);
      initial.current = { ...initial.current, values, images: readyUrls };
    } catch (failure) {
      const code = typeof failure === 'object' && failure ? (failure as AdminFailure).code : null;
      if (code === 'SERVICE_PRICE_REQUIRED' || code === 'SERVICE_ARCHIVED') {
        setPublishIssue(translateError({ code, message: '' }));
        return;
      }
      const message = typeof failure === 'string' ? failure : (failure as AdminFailure | null)?.message;
      setServerError(message || 'An error occurred');
    } finally {
      setSaving(false);
    }
  };

  const issueCount = Object.keys(issues).length + (publishIssue ? 1 : 0);
  const unit = priceUnit(type);

  const input = (
    field: FormField,
    extra: { multiline?: boolean; wide?: boolean; label?: string } = {},
  ): ReactNode => {
    const numeric = numericFields.has(field);
    const required = field === (type === 'cars' ? 'brand' : 'name');
    return (
      <TextField
        key={field}
        name={field}
        label={extra.label ?? t(`fields.${field}`)}
        required={required}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        error={Boolean(issues[field])}
        helperText={
          issueText(issues[field]) ||
          (field === 'price'
            ? t(`hints.price.${unit}`)
            : field === 'name' && type === 'yachts'
              ? t('hints.yachtName')
              : ' ')
        }
        inputRef={(element: HTMLInputElement | null) => {
          inputs.current[field] = element;
        }}
        multiline={extra.multiline}
        minRows={extra.multiline ? 4 : undefined}
        fullWidth
        autoComplete="off"
        sx={extra.wide || extra.multiline ? { gridColumn: { sm: '1 / -1' } } : undefined}
        slotProps={{
          htmlInput: numeric ? { inputMode: field === 'price' ? 'decimal' : 'numeric' } : undefined,
          input:
            field === 'price'
              ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
              : undefined,
        }}
      />
    );
  };

  const section = (title: string, description: string | null, children: ReactNode) => (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Paper>
  );

  const imageIssue = issues.images
    ? issueText(issues.images)
    : failedUploads > 0
      ? t(retryableUploads ? 'images.failedBlock' : 'images.refusedBlock', { count: failedUploads })
      : undefined;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={saving}>
      <UnsavedChangesGuard when={dirty && !saving} />
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(serverError)}
        </Alert>
      )}
      {submitted && issueCount > 0 && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {t('admin:form.fixErrors', { count: issueCount })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {section(
            t('form.details'),
            null,
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {fields.map((field) =>
                input(field, { multiline: field === 'description', wide: field === 'address' }),
              )}
            </Box>,
          )}
          {section(
            t('form.english'),
            t('form.englishHint'),
            <Box sx={{ display: 'grid', gap: 2 }}>
              {type !== 'cars' && input('nameEn', { label: t('fields.nameEn') })}
              {input('descriptionEn', { multiline: true, label: t('fields.descriptionEn') })}
            </Box>,
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {section(
            t('form.visibility'),
            null,
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    name="published"
                    checked={published}
                    onChange={(event) => switchPublished(event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-describedby': 'service-published-hint',
                        'aria-invalid': publishIssue ? true : undefined,
                      },
                    }}
                  />
                }
                label={t('publish.label')}
              />
              <FormHelperText id="service-published-hint" error={Boolean(publishIssue)}>
                {publishIssue ?? t(published ? 'publish.hintOn' : 'publish.hintOff')}
              </FormHelperText>
            </Box>,
          )}
          {section(
            t('form.photos'),
            t('form.photosHint'),
            <ImageManager images={images} onChange={setImages} error={imageIssue} />,
          )}
        </Box>
      </Box>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 3,
          mx: { xs: -2, sm: -3, md: -5 },
          px: { xs: 2, sm: 3, md: 5 },
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1.5,
          flexWrap: 'wrap',
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(18,18,18,0.92)',
          backdropFilter: 'blur(8px)',
        }}
      >
        {uploading && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }} role="status">
            {t('images.waitForUploads')}
          </Typography>
        )}
        <Button component={RouterLink} to={cancelTo} color="inherit" disabled={saving}>
          {t('admin:actions.cancel')}
        </Button>
        <BusyButton type="submit" variant="contained" busy={saving} disabled={uploading || failedUploads > 0}>
          {saving ? t('admin:actions.saving') : submitLabel}
        </BusyButton>
      </Box>
    </Box>
  );
}
