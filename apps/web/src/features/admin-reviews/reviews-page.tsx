import type { AdminReview } from '@app/shared/reviews';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { EmptyState } from '../admin-shell/empty-state';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { CardsPagination } from '../admin-shell/table-pagination';
import { useListQuery } from '../admin-shell/use-list-query';
import { BulkReviewActions } from './bulk-review-actions';
import { authorOf, ReviewCard } from './review-card';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewFilter,
  useDeleteReviewMutation,
  useReviewsQuery,
} from './reviews-api';

const filters: ReviewFilter[] = ['all', 'visible', 'hidden'];
const isFilter = (value: string | null): value is ReviewFilter => filters.includes(value as ReviewFilter);

/** /admin/reviews: every review, hidden ones too; approve, hide, reply, delete, one or many at once. */
export function ReviewsPage() {
  const { t } = useTranslation(['admin-reviews', 'admin']);
  const dispatch = useAppDispatch();
  const { searchParams, page, setQuery, setPage } = useListQuery();
  const filterParam = searchParams.get('show');
  const filter: ReviewFilter = isFilter(filterParam) ? filterParam : 'all';
  const query = useReviewsQuery({ filter, offset: page * REVIEWS_PAGE_SIZE });
  const { items, total } = query.data ?? { items: [], total: 0 };
  const status = loadStatus(query);
  const error = failureText(query.error);
  const [deleteReview] = useDeleteReviewMutation();
  const [toDelete, setToDelete] = useState<AdminReview | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Reviews chosen for a bulk action: those of the page shown (another page or filter starts afresh).
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const pageIds = items.map((review) => review.id);
  const chosen = new Set(pageIds.filter((id) => selected.has(id)));
  const select = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  useEffect(() => {
    if (status === 'succeeded' && items.length === 0 && page > 0 && total > 0) {
      setQuery({ page: String(page) });
    }
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteReview(toDelete.id).unwrap();
    dispatch(notifySuccess('admin-reviews:messages.deleted', { name: authorOf(toDelete) || t('anonymous') }));
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={query.currentData ? t(`count.${filter}`, { count: total }) : t('subtitle')}
      />
      <ToggleButtonGroup
        value={filter}
        exclusive
        size="small"
        aria-label={t('filterLabel')}
        onChange={(_event, value: ReviewFilter | null) => {
          if (value) setQuery({ show: value === 'all' ? null : value, page: null });
        }}
        sx={{ mb: 2.5, '& .MuiToggleButton-root': { px: 2, textTransform: 'none' } }}
      >
        {filters.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`filters.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {status === 'failed' && <LoadError error={error} onRetry={() => void query.refetch()} />}
      {(status === 'loading' || status === 'idle') && items.length === 0 && (
        <ListSkeleton rows={4} height={120} />
      )}
      {status === 'succeeded' && items.length === 0 && (
        <EmptyState
          icon={<StarRoundedIcon />}
          title={t(`empty.${filter}`)}
          message={filter === 'all' ? t('emptyHint') : undefined}
        />
      )}

      {items.length > 0 && (
        <BulkReviewActions pageIds={pageIds} selected={chosen} onSelectedChange={setSelected} />
      )}
      {items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5, opacity: query.isFetching && !query.currentData ? 0.6 : 1 }}>
          {items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              selected={chosen.has(review.id)}
              onSelect={(on) => select(review.id, on)}
              onDelete={(chosen) => {
                setToDelete(chosen);
                setConfirmOpen(true);
              }}
            />
          ))}
          <CardsPagination count={total} page={page} rowsPerPage={REVIEWS_PAGE_SIZE} onPageChange={setPage} />
        </Box>
      )}

      <ConfirmDialog
        open={confirmOpen}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      >
        {toDelete && t('delete.message', { name: authorOf(toDelete) || t('anonymous') })}
      </ConfirmDialog>
    </>
  );
}
