import type { BookingLead, ContactMessage } from '@app/shared/inbox';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { EmptyState } from '../admin-shell/empty-state';
import { useFormatters } from '../admin-shell/format';
import { LeadReservationAction } from '../admin-shell/lead-reservation';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { CardsPagination } from '../admin-shell/table-pagination';
import { useListQuery } from '../admin-shell/use-list-query';
import { visuallyHidden } from '../admin-shell/visually-hidden';
import {
  type InboxEntry as Entry,
  INBOX_PAGE_SIZE,
  type InboxKind,
  useDeleteInboxEntryMutation,
  useInboxQuery,
  useSetInboxReadMutation,
  useUnreadCountsQuery,
} from './inbox-api';
import { LeadDetails } from './lead-details';

const kinds: InboxKind[] = ['messages', 'bookings'];
const isKind = (value: string | undefined): value is InboxKind => kinds.includes(value as InboxKind);

const fullName = (entry: Entry) => [entry.name, entry.lastName].filter(Boolean).join(' ');

interface EntryCardProps {
  entry: Entry;
  kind: InboxKind;
  onDelete: (entry: Entry) => void;
}

function EntryCard({ entry, kind, onDelete }: EntryCardProps) {
  const { t } = useTranslation(['admin-inbox', 'admin']);
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [setInboxRead] = useSetInboxReadMutation();
  const name = fullName(entry) || entry.email;
  const headingId = `inbox-${kind}-${entry.id}`;

  const setRead = async (read: boolean, quiet = false) => {
    if (entry.read === read) return;
    setBusy(true);
    const result = await setInboxRead({ kind, id: entry.id, read });
    setBusy(false);
    if (!result.error && !quiet)
      dispatch(notifySuccess(read ? 'admin-inbox:messages.markedRead' : 'admin-inbox:messages.markedUnread'));
  };

  const subject =
    kind === 'bookings'
      ? t('replySubject.booking', { service: (entry as BookingLead).serviceName })
      : t('replySubject.contact');
  const mailto = `mailto:${encodeURIComponent(entry.email)}?subject=${encodeURIComponent(subject)}`;

  let body: ReactNode;
  if (kind === 'messages') {
    const message = entry as ContactMessage;
    const phone = [message.areaCode, message.phone].filter(Boolean).join(' ');
    body = (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
          <Link href={`mailto:${message.email}`} color="inherit">
            {message.email}
          </Link>
          {phone && (
            <>
              {' · '}
              <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="inherit">
                {phone}
              </Link>
            </>
          )}
        </Typography>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {message.message}
        </Typography>
      </>
    );
  } else {
    body = <LeadDetails lead={entry as BookingLead} />;
  }

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 1.5,
        borderLeft: 4,
        borderLeftColor: entry.read ? 'divider' : 'info.main',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: entry.read ? 500 : 700, flex: 1, minWidth: 160 }}
        >
          {!entry.read && (
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'info.main',
                mr: 1,
                mb: '2px',
              }}
            />
          )}
          {name}
          {!entry.read && (
            <Box component="span" sx={visuallyHidden}>
              {` (${t('unreadLabel')})`}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {format.dateTime(entry.createdAt)}
        </Typography>
      </Box>
      {body}
      <Box sx={{ display: 'flex', gap: 0.5, mt: 2, flexWrap: 'wrap' }}>
        {/* Opening the form leaves the lead as it is: it is linked and read once its reservation is saved. */}
        {kind === 'bookings' && <LeadReservationAction lead={entry as BookingLead} />}
        <Button
          component="a"
          href={mailto}
          size="small"
          color="inherit"
          startIcon={<ReplyIcon />}
          onClick={() => void setRead(true, true)}
        >
          {t('replyByEmail')}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={busy}
          startIcon={entry.read ? <MarkEmailUnreadOutlinedIcon /> : <MarkEmailReadOutlinedIcon />}
          onClick={() => void setRead(!entry.read)}
          aria-label={entry.read ? t('markUnreadLabel', { name }) : t('markReadLabel', { name })}
        >
          {entry.read ? t('markUnread') : t('markRead')}
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => onDelete(entry)}
          aria-label={t('deleteLabel', { name })}
        >
          {t('admin:actions.delete')}
        </Button>
      </Box>
    </Paper>
  );
}

function InboxList({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation(['admin-inbox', 'admin']);
  const dispatch = useAppDispatch();
  const { searchParams, page, setQuery, setPage } = useListQuery();
  const unreadOnly = searchParams.get('show') === 'unread';
  const list = useInboxQuery({ kind, offset: page * INBOX_PAGE_SIZE, unreadOnly });
  const [deleteInboxEntry] = useDeleteInboxEntryMutation();
  const { items = [], total = 0 } = list.data ?? {};
  const status = list.isFetching ? 'loading' : loadStatus(list);
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteInboxEntry({ kind, id: toDelete.id });
    if (result.error) throw result.error;
    dispatch(notifySuccess(`admin-inbox:messages.deleted.${kind}`));
  };

  return (
    <>
      <ToggleButtonGroup
        value={unreadOnly ? 'unread' : 'all'}
        exclusive
        size="small"
        aria-label={t('filterLabel')}
        onChange={(_event, value: string | null) => {
          if (value) setQuery({ show: value === 'unread' ? 'unread' : null, page: null });
        }}
        sx={{ mb: 2.5, '& .MuiToggleButton-root': { px: 2, textTransform: 'none' } }}
      >
        <ToggleButton value="all">{t('filters.all')}</ToggleButton>
        <ToggleButton value="unread">{t('filters.unread')}</ToggleButton>
      </ToggleButtonGroup>

      {status === 'failed' && (
        <LoadError error={failureText(list.error)} onRetry={() => void list.refetch()} />
      )}
      {(status === 'loading' || status === 'idle') && items.length === 0 && (
        <ListSkeleton rows={4} height={120} />
      )}
      {status === 'succeeded' && items.length === 0 && (
        <EmptyState
          icon={<InboxOutlinedIcon />}
          title={unreadOnly ? t('empty.unread') : t(`empty.${kind}`)}
          message={unreadOnly ? undefined : t(`emptyHint.${kind}`)}
        />
      )}

      {items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5, opacity: status === 'loading' ? 0.6 : 1 }}>
          {items.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              kind={kind}
              onDelete={(chosen) => {
                setToDelete(chosen);
                setConfirmOpen(true);
              }}
            />
          ))}
          <CardsPagination count={total} page={page} rowsPerPage={INBOX_PAGE_SIZE} onPageChange={setPage} />
        </Box>
      )}

      <ConfirmDialog
        open={confirmOpen}
        title={t(`delete.title.${kind}`)}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      >
        {toDelete && t(`delete.message.${kind}`, { name: fullName(toDelete) || toDelete.email })}
      </ConfirmDialog>
    </>
  );
}

/** /admin/inbox and /admin/inbox/:tab: contact messages and booking requests. */
export function InboxPage() {
  const { t } = useTranslation('admin-inbox');
  const params = useParams();
  const { data: unread } = useUnreadCountsQuery();
  const kind = params.tab ?? 'messages';
  if (!isKind(kind)) return <AdminErrorPage code={404} />;

  const label = (each: InboxKind) => {
    const count = unread?.[each];
    return count ? `${t(`tabs.${each}`)} · ${count}` : t(`tabs.${each}`);
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={kind}
        aria-label={t('tabsLabel')}
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="messages"
          component={RouterLink}
          to={paths.admin.inboxMessages}
          label={label('messages')}
          aria-label={t('tabLabel.messages', { count: unread?.messages ?? 0 })}
          sx={{ textTransform: 'none', fontWeight: 600 }}
        />
        <Tab
          value="bookings"
          component={RouterLink}
          to={paths.admin.inboxBookings}
          label={label('bookings')}
          aria-label={t('tabLabel.bookings', { count: unread?.bookings ?? 0 })}
          sx={{ textTransform: 'none', fontWeight: 600 }}
        />
      </Tabs>
      <InboxList key={kind} kind={kind} />
    </>
  );
}
