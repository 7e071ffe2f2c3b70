import { formatDate } from '@app/shared/dates';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Stars } from './stars';

interface ReviewCardProps {
  /** The author's name; blank for an anonymous review. */
  author: string;
  rating: number;
  comment: string;
  date: string;
  /** The business's answer, shown under the review. */
  reply?: string | null | undefined;
}

/** One review: stars, author (or 'Anonymous'), date, comment (or the no-comment text), the reply. */
export function ReviewCard({ author, rating, comment, date, reply }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const name = author.trim();
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        p: { xs: 3, md: 3.5 },
        borderRadius: '16px',
        border: 1,
        borderColor: 'rgba(255,255,255,0.08)',
        bgcolor: '#18181b',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 15,
            fontWeight: 600,
            color: name ? '#fff' : 'rgba(255,255,255,0.7)',
            background: 'linear-gradient(135deg, rgba(255,255,255,0.16), rgba(255,255,255,0.04))',
          }}
        >
          {name ? name[0]?.toUpperCase() : '·'}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name || t('anonymous')}
          </Typography>
          <Typography component="p" sx={{ fontSize: 13, color: 'rgba(255,255,255,0.66)' }}>
            <time dateTime={date}>{formatDate(date)}</time>
          </Typography>
        </Box>
        <Stars value={rating} />
      </Box>
      {comment.trim() ? (
        <Typography
          sx={{
            lineHeight: 1.7,
            color: 'rgba(255,255,255,0.82)',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {comment}
        </Typography>
      ) : (
        <Typography sx={{ fontStyle: 'italic', color: 'rgba(255,255,255,0.66)' }}>
          {t('noComment')}
        </Typography>
      )}
      {reply && (
        <Box sx={{ mt: 'auto', pl: 2, py: 0.5, borderLeft: 2, borderColor: 'rgba(255,255,255,0.25)' }}>
          <Typography
            component="p"
            sx={{
              fontSize: 11,
              fontWeight: 600,
              letterSpacing: '0.16em',
              textTransform: 'uppercase',
              color: 'rgba(255,255,255,0.55)',
              mb: 0.75,
            }}
          >
            {t('reply')}
          </Typography>
          <Typography
            sx={{ fontSize: 14, lineHeight: 1.65, color: 'rgba(255,255,255,0.7)', whiteSpace: 'pre-line' }}
          >
            {reply}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
