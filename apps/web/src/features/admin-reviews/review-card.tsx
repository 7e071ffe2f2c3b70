import { type AdminReview, REVIEW_REPLY_MAX, updateReviewInput } from '@app/shared/reviews';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { type FieldIssue, fieldIssues, useIssueText } from '../admin-shell/form-issues';
import { useFormatters } from '../admin-shell/format';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { useUpdateReviewMutation } from './reviews-api';

export function authorOf(review: AdminReview): string {
  return [review.firstName, review.lastName].filter(Boolean).join(' ');
}

interface ReviewCardProps {
  review: AdminReview;
  onDelete: (review: AdminReview) => void;
  /** Chosen for a bulk action (the checkbox beside the author). */
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One review in /admin/reviews: its checkbox for bulk actions, approve, hide or show, reply, delete. */
export function ReviewCard({ review, onDelete, selected, onSelect }: ReviewCardProps) {
  const { t } = useTranslation(['admin-reviews', 'admin']);
  const format = useFormatters();
  const issueText = useIssueText();
  const dispatch = useAppDispatch();
  const [updateReview] = useUpdateReviewMutation();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.businessReply ?? '');
  const [replyIssue, setReplyIssue] = useState<FieldIssue | undefined>();
  const [busy, setBusy] = useState<'visibility' | 'reply' | null>(null);
  const author = authorOf(review) || t('anonymous');
  const replyId = `review-${review.id}-reply`;

  const save = async (
    changes: { hidden?: boolean; status?: 'published'; businessReply?: string | null },
    what: 'visibility' | 'reply',
  ) => {
    setBusy(what);
    const result = await updateReview({ id: review.id, changes });
    setBusy(null);
    // A refusal is announced by the notifications slice.
    return !result.error;
  };

  const pending = review.status === 'pending';

  const approve = async () => {
    if (await save({ status: 'published' }, 'visibility')) {
      dispatch(notifySuccess('admin-reviews:messages.approved', { name: author }));
    }
  };

  const toggleHidden = async () => {
    const hidden = !review.hidden;
    if (await save({ hidden }, 'visibility')) {
      dispatch(
        notifySuccess(hidden ? 'admin-reviews:messages.hidden' : 'admin-reviews:messages.shown', {
          name: author,
        }),
      );
    }
  };

  const saveReply = async (text: string) => {
    const parsed = updateReviewInput.safeParse({ businessReply: text });
    if (!parsed.success) {
      setReplyIssue(fieldIssues(parsed.error.issues).businessReply);
      return;
    }
    setReplyIssue(undefined);
    const removing = text.trim() === '';
    if (await save({ businessReply: removing ? null : text }, 'reply')) {
      dispatch(
        notifySuccess(removing ? 'admin-reviews:messages.replyRemoved' : 'admin-reviews:messages.replied', {
          name: author,
        }),
      );
      setReplying(false);
    }
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`review-${review.id}-author`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 1.5, opacity: review.hidden ? 0.72 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('bulk.selectLabel', { name: author }) } }}
          sx={{ m: -1, mr: -0.5 }}
        />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={`review-${review.id}-author`} component="h2" sx={{ fontWeight: 600 }}>
              {author}
            </Typography>
            {review.hidden && (
              <Chip size="small" icon={<VisibilityOffIcon />} label={t('hiddenChip')} variant="outlined" />
            )}
            {pending && <Chip size="small" color="warning" label={t('pendingChip')} variant="outlined" />}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Rating
              value={review.rating}
              readOnly
              size="small"
              icon={<StarRoundedIcon fontSize="inherit" />}
              emptyIcon={<StarRoundedIcon fontSize="inherit" />}
              aria-label={t('rating', { count: review.rating })}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {format.date(review.createdAt)}
            </Typography>
          </Box>
        </Box>
      </Box>

      <Typography
        sx={{ mt: 1.5, whiteSpace: 'pre-line', color: review.comment ? 'text.primary' : 'text.secondary' }}
      >
        {review.comment || t('noComment')}
      </Typography>

      {review.businessReply && !replying && (
        <Box sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
            {t('yourReply')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {review.businessReply}
          </Typography>
        </Box>
      )}

      {!replying && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1.5, ml: -1 }}>
          {pending && (
            <Button
              size="small"
              color="primary"
              startIcon={
                busy === 'visibility' ? <CircularProgress size={14} color="inherit" /> : <VisibilityIcon />
              }
              disabled={busy !== null}
              onClick={() => void approve()}
              aria-label={t('approveLabel', { name: author })}
            >
              {t('approve')}
            </Button>
          )}
          <Button
            size="small"
            color="inherit"
            startIcon={
              busy === 'visibility' ? (
                <CircularProgress size={14} color="inherit" />
              ) : review.hidden ? (
                <VisibilityIcon />
              ) : (
                <VisibilityOffIcon />
              )
            }
            disabled={busy !== null}
            onClick={() => void toggleHidden()}
            aria-label={review.hidden ? t('showLabel', { name: author }) : t('hideLabel', { name: author })}
          >
            {review.hidden ? t('show') : t('hide')}
          </Button>
          {!replying && (
            <Button
              size="small"
              color="inherit"
              startIcon={<ReplyIcon />}
              onClick={() => {
                setReply(review.businessReply ?? '');
                setReplying(true);
              }}
              aria-label={t(review.businessReply ? 'editReplyLabel' : 'replyLabel', { name: author })}
            >
              {review.businessReply ? t('editReply') : t('reply')}
            </Button>
          )}
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => onDelete(review)}
            aria-label={t('deleteLabel', { name: author })}
          >
            {t('admin:actions.delete')}
          </Button>
        </Box>
      )}

      {replying && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveReply(reply);
          }}
          sx={{ mt: 2 }}
        >
          <TextField
            id={replyId}
            label={t('replyField')}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(replyIssue)}
            helperText={issueText(replyIssue) || t('replyHint', { count: REVIEW_REPLY_MAX })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setReplying(false);
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void saveReply(reply);
              }
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {review.businessReply && (
              <Button
                color="error"
                onClick={() => void saveReply('')}
                disabled={busy !== null}
                sx={{ mr: 'auto' }}
              >
                {t('removeReply')}
              </Button>
            )}
            <Button color="inherit" onClick={() => setReplying(false)} disabled={busy !== null}>
              {t('admin:actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy !== null}
              startIcon={busy === 'reply' ? <CircularProgress size={14} color="inherit" /> : undefined}
            >
              {busy === 'reply' ? t('admin:actions.saving') : t('publishReply')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
