import {
  type Client,
  type CreateClientInput,
  createClientInput,
  type UpdateClientInput,
  updateClientInput,
} from '@app/shared/clients';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAdminErrorText } from '../admin-shell/admin-error-text';
import { serverMessages } from '../admin-shell/admin-messages';
import { BusyButton } from '../admin-shell/busy-button';
import { type FieldIssue, fieldIssues, useIssueText } from '../admin-shell/form-issues';
import { UnsavedChangesGuard } from '../admin-shell/unsaved-changes';

const textFields = ['name', 'lastname', 'email', 'phone', 'address', 'city', 'country', 'notes'] as const;
type ClientTextField = (typeof textFields)[number];
export type ClientFormValues = Record<ClientTextField, string> & { language: 'es' | 'en' };

const emptyValues: ClientFormValues = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  notes: '',
  language: 'es',
};

export function clientFormValues(client: Client | null | undefined): ClientFormValues {
  if (!client) return emptyValues;
  return {
    name: client.name,
    lastname: client.lastname,
    email: client.email ?? '',
    phone: client.phone,
    address: client.address,
    city: client.city,
    country: client.country,
    notes: client.notes,
    language: client.language,
  };
}

interface ClientFormProps {
  mode: 'create' | 'edit';
  initial?: Client | null;
  /** Saves; rejects with the message to show (the form keeps what was typed). */
  onSubmit: (input: CreateClientInput & UpdateClientInput) => Promise<void>;
  cancelTo: string;
}

type Layout = {
  field: ClientTextField;
  wide?: boolean;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
};
const layout: Layout[] = [
  { field: 'name', autoComplete: 'off' },
  { field: 'lastname', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'phone', type: 'tel', autoComplete: 'off' },
  { field: 'address', wide: true, autoComplete: 'off' },
  { field: 'city', autoComplete: 'off' },
  { field: 'country', autoComplete: 'off' },
];

/**
 * A client's details, checked with the same schema the API uses (packages/shared clients.ts) before
 * anything is sent; a refusal from the server is shown above the fields, which keep their values.
 */
export function ClientForm({ mode, initial, onSubmit, cancelTo }: ClientFormProps) {
  const { t } = useTranslation(['admin-clients', 'admin']);
  const errorText = useAdminErrorText();
  const issueText = useIssueText();
  const initialValues = useRef(clientFormValues(initial));
  const [values, setValues] = useState<ClientFormValues>(initialValues.current);
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // The e-mail the server found on another client: said once, on the field, until it is changed.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<ClientTextField, HTMLInputElement | null>>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initialValues.current);

  const schema = mode === 'create' ? createClientInput : updateClientInput;
  const validate = (next: ClientFormValues): { data: unknown; issues: Record<string, FieldIssue> } => {
    const result = schema.safeParse(next);
    return result.success
      ? { data: result.data, issues: {} }
      : { data: null, issues: fieldIssues(result.error.issues) };
  };

  const change = (field: keyof ClientFormValues, value: string) => {
    const next = { ...values, [field]: value } as ClientFormValues;
    setValues(next);
    if (submitted) setIssues(validate(next).issues);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerError(null);
    const { data, issues: found } = validate(values);
    setIssues(found);
    const firstInvalid = textFields.find((field) => found[field]);
    if (!data || firstInvalid) {
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(data as CreateClientInput & UpdateClientInput);
      initialValues.current = values;
    } catch (failure) {
      const message = typeof failure === 'string' ? failure : '';
      if (message === serverMessages.emailTaken) {
        setTakenEmail(values.email);
        inputs.current.email?.focus();
      } else {
        setServerError(message || 'An error occurred');
      }
    } finally {
      setSaving(false);
    }
  };

  const issueCount = Object.keys(issues).length;
  const fieldIssue = (field: ClientTextField): FieldIssue | undefined =>
    issues[field] ??
    (field === 'email' && takenEmail !== null && values.email === takenEmail
      ? { key: 'custom', values: { message: serverMessages.emailTaken } }
      : undefined);
  // The schema's own messages (the phone's) are English: the known ones are shown translated.
  const fieldText = (field: ClientTextField) => {
    const issue = fieldIssue(field);
    return issue?.key === 'custom' ? errorText(issue.values.message) : issueText(issue);
  };

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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {layout.map(({ field, wide, type, autoComplete }) => (
            <TextField
              key={field}
              name={field}
              label={t(`fields.${field}`)}
              required={field === 'name'}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              error={Boolean(fieldIssue(field))}
              helperText={
                fieldText(field) ||
                (field === 'email' ? t('hints.email') : field === 'phone' ? t('hints.phone') : ' ')
              }
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[field] = element;
              }}
              sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
              fullWidth
            />
          ))}
          <TextField
            select
            name="language"
            label={t('fields.language')}
            value={values.language}
            onChange={(event) => change('language', event.target.value)}
            helperText={t('hints.language')}
            fullWidth
          >
            <MenuItem value="es">{t('languages.es')}</MenuItem>
            <MenuItem value="en">{t('languages.en')}</MenuItem>
          </TextField>
          <TextField
            name="notes"
            label={t('fields.notes')}
            value={values.notes}
            onChange={(event) => change('notes', event.target.value)}
            error={Boolean(issues.notes)}
            helperText={fieldText('notes') || t('hints.notes')}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current.notes = element;
            }}
            multiline
            minRows={3}
            fullWidth
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1.5,
          mt: 3,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
        }}
      >
        <Button component={RouterLink} to={cancelTo} color="inherit" disabled={saving}>
          {t('admin:actions.cancel')}
        </Button>
        <BusyButton type="submit" variant="contained" busy={saving}>
          {saving ? t('admin:actions.saving') : mode === 'create' ? t('form.create') : t('form.save')}
        </BusyButton>
      </Box>
    </Box>
  );
}
