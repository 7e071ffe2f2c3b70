import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const es = esES.components.MuiLocalizationProvider.defaultProps.localeText;
const en = enUS.components.MuiLocalizationProvider.defaultProps.localeText;
/** MUI's Spanish texts write "Dia" without its accent; a screen reader reads the field's day by it. */
const spanish = { ...es, day: 'Día', weekDay: 'Día de la semana' };

/**
 * The date pickers' adapter and texts in the page's language. Only lazy chunks import it (the
 * back-office's reservation and payment pages, the public availability calendar), so dayjs and the
 * pickers never reach a visitor's first download.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={lang}
      localeText={lang === 'es' ? spanish : en}
    >
      {children}
    </LocalizationProvider>
  );
}
