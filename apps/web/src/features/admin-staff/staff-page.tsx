import {
  type CreateStaffResponse,
  createStaffInput,
  type StaffMember,
  type StaffRole,
  staffRoles,
} from '@app/shared/auth';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useTranslateError } from '../../lib/error-text';
import { type AdminFailure, failureText } from '../admin-shell/admin-api';
import { BusyButton } from '../admin-shell/busy-button';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { PageHeader } from '../admin-shell/page-header';
import { selectAdmin } from '../auth/auth-slice';
import {
  useCreateStaffMutation,
  useRemoveStaffMutation,
  useStaffQuery,
  useUpdateStaffMutation,
} from './staff-api';

/** The words of a refusal by its code (lib/error-text), the server's message otherwise. */
function useFailureText() {
  const translate = useTranslateError();
  return (error: unknown) => {
    const failure = error as AdminFailure | undefined;
    if (!failure) return null;
    return translate({
      message: failureText(failure) ?? '',
      code: failure.code ?? null,
      details: failure.details,
    });
  };
}

function InviteForm() {
  const { t } = useTranslation('admin-staff');
  const failure = useFailureText();
  const [createStaff, { isLoading, error, reset }] = useCreateStaffMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const [invite, setInvite] = useState<'link' | 'password'>('link');
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [created, setCreated] = useState<CreateStaffResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, role, invite, ...(name.trim() ? { name } : {}) };
    const valid = createStaffInput.safeParse(input).success;
    setEmailInvalid(!valid);
    if (!valid) return;
    reset();
    const result = await createStaff(input);
    if ('data' in result && result.data) {
      setCreated(result.data);
      setEmail('');
      setName('');
    }
  };

  return (
    <Paper component="section" aria-labelledby="invite-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography id="invite-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('invite.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        <TextField
          label={t('fields.email')}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailInvalid}
          helperText={emailInvalid ? t('invite.emailInvalid') : undefined}
        />
        <TextField label={t('fields.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          select
          label={t('fields.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          helperText={t(`roleHelp.${role}`)}
        >
          {staffRoles.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <RadioGroup value={invite} onChange={(e) => setInvite(e.target.value as 'link' | 'password')}>
          <FormControlLabel value="link" control={<Radio />} label={t('invite.byLink')} />
          <FormControlLabel value="password" control={<Radio />} label={t('invite.byPassword')} />
        </RadioGroup>
        {error && <Alert severity="error">{failure(error)}</Alert>}
        <Box>
          <BusyButton
            type="submit"
            variant="contained"
            busy={isLoading}
            startIcon={<PersonAddAlt1OutlinedIcon />}
          >
            {t('invite.submit')}
          </BusyButton>
        </Box>
      </Box>
      {created && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setCreated(null)}>
          <Typography>{t('invite.done', { email: created.admin.email })}</Typography>
          {created.setPasswordUrl && (
            <>
              <Typography sx={{ mt: 1 }}>{t('invite.linkSent')}</Typography>
              <Typography component="code" data-testid="set-password-url" sx={{ wordBreak: 'break-all' }}>
                {created.setPasswordUrl}
              </Typography>
            </>
          )}
          {created.password && (
            <>
              <Typography sx={{ mt: 1 }}>{t('invite.passwordOnce')}</Typography>
              <Typography component="code" data-testid="generated-password" sx={{ fontSize: 18 }}>
                {created.password}
              </Typography>
            </>
          )}
        </Alert>
      )}
    </Paper>
  );
}

function StaffRow({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useTranslation('admin-staff');
  const failure = useFailureText();
  const [updateStaff, update] = useUpdateStaffMutation();
  const [removeStaff, removal] = useRemoveStaffMutation();
  const [confirming, setConfirming] = useState(false);
  const error = update.error;
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gap: 1, py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {member.name} {self && <Chip size="small" label={t('you')} sx={{ ml: 1 }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {member.email}
          </Typography>
          {member.invitePending && (
            <Chip size="small" color="warning" label={t('invitePending')} sx={{ mt: 0.5 }} />
          )}
        </Box>
        <TextField
          select
          size="small"
          label={t('roleOf', { name: member.name })}
          value={member.role}
          disabled={update.isLoading}
          onChange={(e) => updateStaff({ id: member.id, changes: { role: e.target.value as StaffRole } })}
          sx={{ minWidth: 180 }}
        >
          {staffRoles.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button color="error" onClick={() => setConfirming(true)} disabled={removal.isLoading}>
          {t('remove')}
        </Button>
      </Box>
      {error && <Alert severity="error">{failure(error)}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t('removeTitle', { name: member.name })}
        confirmLabel={t('remove')}
        onClose={() => setConfirming(false)}
        onConfirm={() => removeStaff(member.id).unwrap()}
      >
        {t('removeMessage')}
      </ConfirmDialog>
    </Box>
  );
}

/** The owner's staff: who may do what (roles), invitations, removals. */
export function StaffPage() {
  const { t } = useTranslation('admin-staff');
  const me = useAppSelector(selectAdmin);
  const { data, error, isLoading, refetch } = useStaffQuery();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <InviteForm />
      <Paper component="section" aria-labelledby="staff-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="staff-title" component="h2" variant="h6">
          {t('listTitle')}
        </Typography>
        {isLoading && <ListSkeleton />}
        {error && <LoadError error={failureText(error)} onRetry={refetch} />}
        {data && (
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {data.map((member) => (
              <StaffRow key={member.id} member={member} self={member.id === me?.id} />
            ))}
          </Box>
        )}
      </Paper>
    </>
  );
}
