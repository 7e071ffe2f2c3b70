import { formatDate } from '@app/shared/dates';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ReviewerAvatar } from '../../components/reviewer-avatar';
import { Stars } from '../../components/stars';

interface ReviewCardProps {
  /** The name to show (reviewerName: first name and initial); null for an anonymous review. */
  author: string | null;
  rating: number;
  comment: string;
  date: string;
  /** The business's answer, shown under the review. */
  reply?: string | null | undefined;
}

/*
 * One rule set for the whole card, its parts styled by class: a page shows 50 and more reviews, and
 * every MUI Box or Typography is work for the server and again for the browser's hydration.
 */
const cardSx = {
  height: '100%',
  p: { xs: 3, md: 3.5 },
  borderRadius: '16px',
  border: 1,
  borderColor: 'rgba(255,255,255,0.08)',
  bgcolor: '#18181b',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& p, & h3': { m: 0 },
  '& .review-head': { display: 'flex', alignItems: 'center', gap: 1.5 },
  '& .review-initial': {
    width: 40,
    height: 40,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    fontSize: 15,
    fontWeight: 600,
    color: '#fff',
    background: 'linear-gradient(135deg, rgba(255,255,255,0.16), rgba(255,255,255,0.04))',
  },
  '& .review-initial.anonymous': { color: 'rgba(255,255,255,0.7)' },
  '& .review-who': { minWidth: 0, flex: 1 },
  '& h3': { fontSize: 15, fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' },
  '& .review-date': { fontSize: 13, lineHeight: 1.5, color: 'rgba(255,255,255,0.66)' },
  '& .review-comment': {
    lineHeight: 1.7,
    color: 'rgba(255,255,255,0.82)',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  '& .review-no-comment': { lineHeight: 1.5, fontStyle: 'italic', color: 'rgba(255,255,255,0.66)' },
  '& .review-reply': { mt: 'auto', pl: 2, py: 0.5, borderLeft: 2, borderColor: 'rgba(255,255,255,0.25)' },
  '& .review-reply-label': {
    fontSize: 11,
    fontWeight: 600,
    lineHeight: 1.5,
    letterSpacing: '0.16em',
    textTransform: 'uppercase',
    color: 'rgba(255,255,255,0.55)',
    mb: 0.75,
  },
  '& .review-reply-text': {
    fontSize: 14,
    lineHeight: 1.65,
    color: 'rgba(255,255,255,0.7)',
    whiteSpace: 'pre-line',
  },
} as const;

/** One review: stars, author (or 'Anonymous'), date, comment (or the no-comment text), the reply. */
export function ReviewCard({ author, rating, comment, date, reply }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const name = author?.trim() || null;
  return (
    <Box component="article" sx={cardSx}>
      <div className="review-head">
        <div aria-hidden className={name ? 'review-initial' : 'review-initial anonymous'}>
          <ReviewerAvatar name={name} />
        </div>
        <div className="review-who">
          <h3>{name || t('anonymous')}</h3>
          <p className="review-date">
            <time dateTime={date}>{formatDate(date)}</time>
          </p>
        </div>
        <Stars value={rating} label={t('rating.label', { value: rating })} />
      </div>
      {comment.trim() ? (
        <p className="review-comment">{comment}</p>
      ) : (
        <p className="review-no-comment">{t('noComment')}</p>
      )}
      {reply && (
        <div className="review-reply">
          <p className="review-reply-label">{t('reply')}</p>
          <p className="review-reply-text">{reply}</p>
        </div>
      )}
    </Box>
  );
}
