import { reviewerName } from '@app/shared/review-names';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Notice } from '../../components/notice';
import { PageIntro } from '../../components/page-intro';
import { PillButton } from '../../components/pill-button';
import { Stars } from '../../components/stars';
import { useTranslateError } from '../../lib/error-text';
import { useSiteContent } from '../site/use-site';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import styles from './reviews-page.module.css';
import { loadMoreListingReviews, selectHasMoreListing, selectListing, selectReviews } from './reviews-slice';

/** /reviews: the guests' own reviews and the form to add one, then the business listing's reviews. */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const { status, total, averageRating } = useAppSelector(selectReviews);

  return (
    <>
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={
          status === 'succeeded' && total > 0 ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Box
                component="span"
                sx={{ fontSize: 44, fontWeight: 600, color: '#fff', lineHeight: 1, letterSpacing: '-0.02em' }}
              >
                {averageRating.toFixed(1)}
              </Box>
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Stars
                  value={averageRating}
                  label={t('rating.label', { value: Math.round(averageRating * 10) / 10 })}
                  size={20}
                />
                <Box component="span" sx={{ fontSize: 15 }}>
                  {t('summary', { count: total })}
                </Box>
              </Box>
              <PillButton
                href="#review-form"
                variant="outlined"
                size="medium"
                quiet
                className={styles.writeButton}
              >
                {t('writeReview')}
              </PillButton>
            </Box>
          ) : (
            t('lead')
          )
        }
      />

      <Container maxWidth="lg" sx={{ pb: { xs: 10, md: 14 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            gap: { xs: 5, md: 6 },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="own-reviews-title">
            <Typography id="own-reviews-title" variant="h5" component="h2" sx={{ mb: 3 }}>
              {t('ownTitle')}
            </Typography>
            <OwnReviews />
          </Box>
          <Box
            sx={{
              position: { md: 'sticky' },
              top: { md: 104 },
              p: { xs: 3, sm: 4 },
              borderRadius: '20px',
              border: 1,
              borderColor: 'rgba(255,255,255,0.1)',
              background: 'linear-gradient(160deg, #1b1b1f, #151517)',
            }}
          >
            <ReviewForm />
          </Box>
        </Box>
      </Container>

      <ListingReviews />
    </>
  );
}

function OwnReviews() {
  const { t } = useTranslation('reviews');
  const errorText = useTranslateError();
  const { items, status, error } = useAppSelector(selectReviews);

  if (status === 'failed') {
    return <Notice tone="error">{error?.code ? errorText(error) : t('errors.fetch')}</Notice>;
  }
  if (status === 'succeeded' && items.length === 0) {
    return (
      <Box
        sx={{
          p: { xs: 4, md: 6 },
          borderRadius: '16px',
          border: '1px dashed rgba(255,255,255,0.18)',
          textAlign: 'center',
        }}
      >
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {t('empty.title')}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.6)' }}>{t('empty.text')}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('ownTitle')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}
    >
      {items.map((review) => (
        <li key={review.id}>
          <ReviewCard
            author={reviewerName(review.firstName, review.lastName)}
            rating={review.rating}
            comment={review.comment}
            date={review.createdAt}
            reply={review.businessReply}
          />
        </li>
      ))}
    </Box>
  );
}

function ListingReviews() {
  const { t } = useTranslation('reviews');
  const dispatch = useAppDispatch();
  const errorText = useTranslateError();
  const { content } = useSiteContent();
  const listing = useAppSelector(selectListing);
  const hasMore = useAppSelector(selectHasMoreListing);
  const loadingMore = listing.loadMoreStatus === 'loading';

  return (
    <Box
      component="section"
      aria-labelledby="listing-title"
      sx={{ py: { xs: 10, md: 14 }, borderTop: 1, borderColor: 'rgba(255,255,255,0.08)', bgcolor: '#0f0f11' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'flex-start', md: 'flex-end' },
            justifyContent: 'space-between',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 3,
            mb: { xs: 4, md: 6 },
          }}
        >
          <Box>
            <Typography
              component="p"
              sx={{
                fontSize: 12,
                fontWeight: 600,
                letterSpacing: '0.24em',
                textTransform: 'uppercase',
                color: 'rgba(255,255,255,0.55)',
                mb: 2,
              }}
            >
              {t(listing.demo ? 'listing.demoEyebrow' : 'listing.eyebrow')}
            </Typography>
            <Typography
              id="listing-title"
              variant="h2"
              sx={{ fontSize: 'clamp(1.9rem, 1.4rem + 1.8vw, 3rem)' }}
            >
              {t(listing.demo ? 'listing.demoTitle' : 'listing.title')}
            </Typography>
            {listing.status === 'succeeded' && (
              <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.65)', fontSize: 17 }}>
                {t('listing.total', { count: listing.total })}
              </Typography>
            )}
          </Box>
          {content && !listing.demo && (
            <PillButton
              href={content.googleReviewsUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="medium"
              endIcon={<OpenInNew />}
              quiet
              style={{ flexShrink: 0 }}
            >
              {t('listing.open')}
            </PillButton>
          )}
        </Box>

        {listing.status === 'failed' && (
          <Notice tone="error">{listing.error?.code ? errorText(listing.error) : t('errors.fetch')}</Notice>
        )}
        {listing.status === 'succeeded' && listing.items.length === 0 && (
          <Typography sx={{ color: 'rgba(255,255,255,0.6)' }}>{t('listing.empty')}</Typography>
        )}

        <Box
          component="ul"
          aria-label={t(listing.demo ? 'listing.demoTitle' : 'listing.title')}
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {listing.items.map((review) => (
            <li key={review.id}>
              <ReviewCard
                author={reviewerName(review.author)}
                rating={review.rating}
                comment={review.comment}
                date={review.createTime}
                reply={review.reply?.comment}
              />
            </li>
          ))}
        </Box>

        {listing.status === 'succeeded' && listing.items.length > 0 && (
          <Box sx={{ mt: { xs: 5, md: 7 }, display: 'grid', justifyItems: 'center', gap: 2 }}>
            <Typography aria-live="polite" sx={{ fontSize: 14, color: 'rgba(255,255,255,0.55)' }}>
              {t('listing.showing', { shown: listing.items.length, total: listing.total })}
            </Typography>
            {listing.loadMoreStatus === 'failed' && <Notice tone="error">{t('errors.loadMore')}</Notice>}
            {hasMore && (
              <PillButton
                variant="outlined"
                size="large"
                loading={loadingMore}
                onClick={() => void dispatch(loadMoreListingReviews())}
                quiet
                style={{ paddingInline: 40 }}
              >
                {loadingMore ? t('listing.loadingMore') : t('listing.loadMore')}
              </PillButton>
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
}
