import type { SitePicture, SitePictureKey } from '@app/shared/site';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../admin-shell/admin-api';
import { useAdminErrorText } from '../admin-shell/admin-error-text';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  useUploadImageMutation,
} from '../admin-shell/image-upload-api';
import { visuallyHidden } from '../admin-shell/visually-hidden';

interface PictureFieldProps {
  which: SitePictureKey;
  picture: SitePicture | undefined;
  onChange: (picture: SitePicture | undefined) => void;
  /** The form's refusals by path ("pictures.home.alt.es"). */
  issues: Partial<Record<string, string>>;
}

const NO_ALT = { es: '', en: '' };

/**
 * One picture of the site (home, about or founder): upload or replace it through POST /api/uploads (the
 * service photos' pipeline: checked by content, resized, WebP), with its description in both languages.
 */
export function PictureField({ which, picture, onChange, issues }: PictureFieldProps) {
  const { t } = useTranslation('admin-settings');
  const errorText = useAdminErrorText();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const titleId = useId();
  const prefix = `pictures.${which}`;
  const invalid = (path: string) => issues[`${prefix}.${path}`] !== undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
      setRefusal(t('pictures.notAnImage', { name: file.name }));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setRefusal(t('pictures.tooLarge', { name: file.name }));
      return;
    }
    setRefusal(null);
    const result = await upload(file);
    if (result.error) {
      setRefusal(errorText(failureText(result.error) ?? ''));
      return;
    }
    onChange({ url: result.data, alt: picture?.alt ?? NO_ALT });
  };

  const setAlt = (language: 'es' | 'en', text: string) =>
    picture && onChange({ ...picture, alt: { ...picture.alt, [language]: text } });

  return (
    <Box
      component="fieldset"
      aria-labelledby={titleId}
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(`pictures.${which}`)}
      </Typography>
      {picture ? (
        <Box
          component="img"
          src={picture.url}
          alt={picture.alt.es}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('pictures.none')}
        </Typography>
      )}
      {invalid('url') && <Alert severity="error">{t('pictures.notUploaded')}</Alert>}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={isLoading}>
          {picture ? t('pictures.replace') : t('pictures.upload')}
          <Box component="span" sx={visuallyHidden}>
            {` (${t(`pictures.${which}`)})`}
          </Box>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            hidden
            disabled={isLoading}
            onChange={choose}
          />
        </Button>
        {picture && (
          <Button color="inherit" onClick={() => onChange(undefined)} disabled={isLoading}>
            {t('pictures.remove')}
          </Button>
        )}
        {isLoading && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{t('pictures.uploading')}</Typography>
          </Box>
        )}
      </Box>
      {picture &&
        (['es', 'en'] as const).map((language) => (
          <TextField
            key={language}
            name={`${prefix}.alt.${language}`}
            label={language === 'es' ? t('pictures.altEs') : t('pictures.altEn')}
            value={picture.alt[language]}
            onChange={(e) => setAlt(language, e.target.value)}
            required
            error={invalid(`alt.${language}`)}
            helperText={invalid(`alt.${language}`) ? t('invalid') : t('pictures.altHelp')}
          />
        ))}
    </Box>
  );
}
