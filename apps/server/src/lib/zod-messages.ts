import { z } from 'zod';

const english = z.locales.en().localeError;

/**
 * Zod's default messages do not say which field they are about ("Invalid email address").
 * The API's 400 message must name the field, so default messages get the field path in front;
 * messages a schema sets itself (SPEC.md section 5 wording) are kept exactly as written.
 */
export function useFieldNamedMessages(): void {
  z.config({
    customError: (issue) => {
      const base = english(issue);
      const text = typeof base === 'string' ? base : base?.message;
      if (!text) return undefined;
      return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
    },
  });
}
