import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField, OutlinedSelect } from '../../components/outlined-field';
import { PillButton } from '../../components/pill-button';
import {
  type CatalogFilters,
  countFilters,
  filterKeysOf,
  LOCATION_MAX,
  peopleChoices,
  searchFromFilters,
} from './catalog-filters';
import styles from './filters-panel.module.css';
import type { ServiceType } from './service-model';

interface FiltersPanelProps {
  type: ServiceType;
  /** The filters in the URL (what the list shows). */
  filters: CatalogFilters;
  onApply: (filters: CatalogFilters) => void;
  onClear: () => void;
  /** While the filtered list loads. */
  busy?: boolean;
}

type Draft = Record<'minPrice' | 'maxPrice' | 'people' | 'location', string>;

function toDraft(filters: CatalogFilters): Draft {
  const people = filters.minPassengers ?? filters.minCapacity;
  return {
    minPrice: filters.minPrice?.toString() ?? '',
    maxPrice: filters.maxPrice?.toString() ?? '',
    people: people?.toString() ?? '',
    location: filters.location ?? '',
  };
}

function fromDraft(draft: Draft, type: ServiceType): CatalogFilters {
  const keys = filterKeysOf(type);
  const number = (text: string) => {
    const value = Number(text);
    return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const filters: CatalogFilters = {};
  const minPrice = number(draft.minPrice);
  const maxPrice = number(draft.maxPrice);
  const people = number(draft.people);
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (people !== undefined)
    filters[keys.includes('minPassengers') ? 'minPassengers' : 'minCapacity'] = people;
  if (keys.includes('location') && draft.location.trim()) filters.location = draft.location.trim();
  return filters;
}

const fieldSx = { flex: { md: '1 1 0' }, minWidth: 0 };

// Read by screen readers, not shown: the two price fields' labels already say what they are.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * SPEC.md section 2's filters panel: price range, min passengers or min capacity (with 'All'), location,
 * apply and clear. The list page keeps the applied filters in the URL; this form edits a draft of them.
 */
export function FiltersPanel({ type, filters, onApply, onClear, busy = false }: FiltersPanelProps) {
  const { t } = useTranslation('catalog');
  const keys = filterKeysOf(type);
  const applied = searchFromFilters(filters).toString();
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [priceError, setPriceError] = useState(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = countFilters(filters);

  // The URL changed (back button, a shared link, clear): the form shows what is applied. Reset while
  // rendering rather than in an effect: an effect still pending from the previous URL could otherwise
  // run after a click on Clear and bring the old filters back into the form.
  const [draftOf, setDraftOf] = useState(applied);
  if (draftOf !== applied) {
    setDraftOf(applied);
    setDraft(toDraft(filters));
    setPriceError(false);
  }

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
    if (field === 'minPrice' || field === 'maxPrice') setPriceError(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = fromDraft(draft, type);
    if (next.minPrice !== undefined && next.maxPrice !== undefined && next.maxPrice < next.minPrice) {
      setPriceError(true);
      return;
    }
    onApply(next);
  };

  const clear = () => {
    setDraft(toDraft({}));
    setPriceError(false);
    onClear();
  };

  const peopleKey = keys.includes('minPassengers') ? 'minPassengers' : 'minCapacity';
  const typeName = t(`types.${type}.lower`);

  return (
    <Box>
      <PillButton
        variant="outlined"
        size="medium"
        startIcon={<TuneRounded />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={styles.toggle}
        style={{ marginBottom: open ? 16 : 0 }}
      >
        {t('filters.show')}
        {active > 0 && (
          <Box
            component="span"
            sx={{
              ml: 1,
              px: 1,
              borderRadius: 999,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12,
              lineHeight: '20px',
            }}
          >
            {t('filters.active', { count: active })}
          </Box>
        )}
      </PillButton>
      <Box
        component="form"
        id={panelId}
        role="search"
        aria-label={t('filters.label', { type: typeName })}
        noValidate
        onSubmit={submit}
        sx={{
          display: { xs: open ? 'flex' : 'none', md: 'flex' },
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          gap: 2,
          p: { xs: 2.5, md: 2.5 },
          borderRadius: '16px',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          component="fieldset"
          sx={{
            border: 0,
            m: 0,
            p: 0,
            minWidth: 0,
            flex: { md: '2 1 0' },
            display: 'flex',
            flexDirection: 'column',
            position: 'relative',
          }}
        >
          <Box component="legend" sx={visuallyHidden}>
            {t('filters.priceRange')}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <OutlinedField
              label={t('filters.minPrice')}
              name="minPrice"
              type="number"
              size="small"
              value={draft.minPrice}
              onChange={set('minPrice')}
              error={priceError}
              sx={{ flex: 1 }}
              startAdornment="$"
              inputProps={{ min: 0, step: 50, inputMode: 'numeric' }}
            />
            <OutlinedField
              label={t('filters.maxPrice')}
              name="maxPrice"
              type="number"
              size="small"
              value={draft.maxPrice}
              onChange={set('maxPrice')}
              error={priceError}
              sx={{ flex: 1 }}
              startAdornment="$"
              inputProps={{
                min: 0,
                step: 50,
                inputMode: 'numeric',
                'aria-describedby': priceError ? `${panelId}-price-error` : undefined,
              }}
            />
          </Box>
          {priceError && (
            <Typography
              id={`${panelId}-price-error`}
              role="alert"
              sx={{ color: 'error.main', fontSize: 13, mt: 1 }}
            >
              {t('filters.priceOrder')}
            </Typography>
          )}
        </Box>

        <Box sx={{ ...fieldSx, display: 'flex', flexDirection: 'column' }}>
          <OutlinedSelect
            label={t(`filters.${peopleKey}`)}
            name={peopleKey}
            size="small"
            value={draft.people}
            onChange={set('people')}
          >
            <option value="">{t('filters.all')}</option>
            {peopleChoices[type].map((count) => (
              <option key={count} value={count}>
                {t('filters.atLeast', { count })}
              </option>
            ))}
          </OutlinedSelect>
        </Box>

        {keys.includes('location') && (
          <Box sx={{ ...fieldSx, display: 'flex', flexDirection: 'column' }}>
            <OutlinedField
              label={t('filters.location')}
              name="location"
              size="small"
              shrink
              placeholder={t('filters.locationPlaceholder')}
              value={draft.location}
              onChange={set('location')}
              inputProps={{ maxLength: LOCATION_MAX }}
            />
          </Box>
        )}

        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <PillButton
            variant="text"
            size="medium"
            onClick={clear}
            disabled={busy}
            className={styles.action}
            style={{ color: 'var(--color-text-secondary)' }}
          >
            {t('filters.clear')}
          </PillButton>
          <PillButton
            submit
            size="medium"
            loading={busy}
            loadingPosition="center"
            className={styles.action}
            style={{ paddingInline: 23 }}
          >
            {t('filters.apply')}
          </PillButton>
        </Box>
      </Box>
    </Box>
  );
}
