import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type SiteContent, siteContentSchema } from '@app/shared/site';

/** The business facts an owner edits (ARCHITECTURE.md "Configuration": content, not code). */
export const defaultSiteContentFile = fileURLToPath(new URL('../../../content/site.json', import.meta.url));

export class SiteContentError extends Error {}

/**
 * Reads and validates the site content. A broken file stops the start: the error names the file and every
 * bad field, so the owner knows what to fix.
 */
export async function loadSiteContent(file: string = defaultSiteContentFile): Promise<SiteContent> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SiteContentError(`Cannot read the site content file ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SiteContentError(
      `The site content file ${file} is not valid JSON: ${(error as Error).message}`,
    );
  }
  const result = siteContentSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const field = issue.path.join('.') || '(top level)';
      // The API's zod setup may already have put the field in front of zod's own messages.
      const message = issue.message.startsWith(`${field}: `)
        ? issue.message.slice(field.length + 2)
        : issue.message;
      return `  ${field}: ${message}`;
    });
    throw new SiteContentError(`Invalid site content in ${file}:\n${lines.join('\n')}`);
  }
  return result.data;
}
