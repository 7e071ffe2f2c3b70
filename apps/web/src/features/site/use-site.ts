import type { LocalizedText, SiteContent } from '@app/shared/site';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { isLanguage } from '../../lib/language';
import { selectSiteContent } from './site-slice';

/** The text of the visitor's language (Spanish when the language is unknown). */
export function pickText(text: LocalizedText, language: string): string {
  return isLanguage(language) ? text[language] : text.es;
}

/** Paragraphs of a content text: blocks separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** The site content and a picker for its texts in the current language. */
export function useSiteContent(): { content: SiteContent | null; pick: (text: LocalizedText) => string } {
  const content = useAppSelector(selectSiteContent);
  const { i18n } = useTranslation();
  return { content, pick: (text) => pickText(text, i18n.language) };
}
