import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldSx } from '../../components/field-styles';
import { Notice } from '../../components/notice';
import { OutlinedField } from '../../components/outlined-field';
import { PillButton } from '../../components/pill-button';
import { useHydrated } from '../../components/use-hydrated';
import { useKeepTypedValues } from '../../components/use-keep-typed-values';
import { RatingInput } from './rating-input';
import { selectReviews, submitReset, submitReview } from './reviews-slice';

// The limits of POST /api/reviews (REVIEW_NAME_MAX, REVIEW_COMMENT_MAX in @app/shared/reviews).
const NAME_MAX = 60;
const COMMENT_MAX = 2000;

interface Values {
  firstName: string;
  lastName: string;
  rating: number | null;
  comment: string;
}

type TextField = 'firstName' | 'lastName' | 'comment';

const empty: Values = { firstName: '', lastName: '', rating: null, comment: '' };

/**
 * Add a review: names and comment are optional (the list shows 'Anonymous' and the no-comment text),
 * the rating is required. On error the form keeps what was typed.
 */
export function ReviewForm() {
  const { t } = useTranslation('reviews');
  const dispatch = useAppDispatch();
  const { submitStatus, submittedPending } = useAppSelector(selectReviews);
  const [values, setValues] = useState<Values>(empty);
  const [ratingMissing, setRatingMissing] = useState(false);
  const fields = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  useKeepTypedValues(fields, setValues);
  const sending = submitStatus === 'sending';
  const hydrated = useHydrated();

  // Leaving the page forgets the last result.
  useEffect(
    () => () => {
      dispatch(submitReset());
    },
    [dispatch],
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (submitStatus === 'success' || submitStatus === 'error') dispatch(submitReset());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (values.rating === null) {
      setRatingMissing(true);
      document.querySelector<HTMLInputElement>('#review-form input[type="radio"]')?.focus();
      return;
    }
    const result = await dispatch(
      submitReview({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        rating: values.rating,
        comment: values.comment.trim(),
      }),
    );
    if (submitReview.fulfilled.match(result)) setValues(empty);
  };

  return (
    <Box
      id="review-form"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="review-form-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box>
        <Typography id="review-form-title" variant="h5" component="h2" sx={{ mb: 0.75 }}>
          {t('form.title')}
        </Typography>
        <Typography sx={{ fontSize: 14, color: 'rgba(255,255,255,0.6)' }}>{t('form.subtitle')}</Typography>
      </Box>
      <RatingInput
        value={values.rating}
        onChange={(rating) => {
          set('rating', rating);
          setRatingMissing(false);
        }}
        error={ratingMissing ? t('form.ratingRequired') : undefined}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <OutlinedField
          label={t('form.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          inputRef={(element) => {
            fields.current.firstName = element;
          }}
          inputProps={{ maxLength: NAME_MAX }}
          sx={fieldSx}
        />
        <OutlinedField
          label={t('form.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          inputRef={(element) => {
            fields.current.lastName = element;
          }}
          inputProps={{ maxLength: NAME_MAX }}
          sx={fieldSx}
        />
      </Box>
      <OutlinedField
        label={t('form.comment')}
        name="comment"
        multiline
        minRows={4}
        value={values.comment}
        onChange={(event) => set('comment', event.target.value)}
        inputRef={(element) => {
          fields.current.comment = element;
        }}
        inputProps={{ maxLength: COMMENT_MAX }}
        sx={fieldSx}
      />

      {submitStatus === 'success' && (
        // role="alert" as MUI's Alert had it: the result of the visitor's own click.
        <Notice tone="success" role="alert">
          {t('form.success')}
          {submittedPending && ` ${t('form.pending')}`}
        </Notice>
      )}
      {submitStatus === 'error' && <Notice tone="error">{t('form.error')}</Notice>}

      <PillButton
        submit
        size="large"
        loading={sending}
        disabled={!hydrated}
        style={{ paddingBlock: '10.2px' }}
      >
        {sending ? t('form.sending') : t('form.submit')}
      </PillButton>
    </Box>
  );
}
