import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The parts of a zod issue a form needs (no zod import: the schemas come from packages/shared). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
}

/** Why a field was refused, as a key of admin:validation (translated), or the schema's own words. */
export type FieldIssue =
  | { key: 'required' | 'number' | 'wholeNumber' | 'notNegative' | 'email'; values?: undefined }
  | { key: 'min' | 'max' | 'maxLength' | 'tooMany'; values: { count: number } }
  | { key: 'custom'; values: { message: string } };

export function toFieldIssue(issue: SchemaIssue): FieldIssue {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && limit <= 1) return { key: 'required' };
      if (issue.origin === 'number')
        return limit === 0 ? { key: 'notNegative' } : { key: 'min', values: { count: limit } };
      break;
    case 'too_big':
      if (issue.origin === 'string') return { key: 'maxLength', values: { count: limit } };
      if (issue.origin === 'number') return { key: 'max', values: { count: limit } };
      if (issue.origin === 'array') return { key: 'tooMany', values: { count: limit } };
      break;
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'wholeNumber' };
      if (issue.expected === 'number') return { key: 'number' };
      break;
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      break;
  }
  return { key: 'custom', values: { message: issue.message } };
}

/** The first issue of each field, keyed by its path ('name', 'translations.name.en'). */
export function fieldIssues(issues: readonly SchemaIssue[]): Record<string, FieldIssue> {
  const byField: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in byField)) byField[field] = toFieldIssue(issue);
  }
  return byField;
}

/** Turns a FieldIssue into the text under the field, in the current language. */
export function useIssueText(): (issue: FieldIssue | undefined) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (issue: FieldIssue | undefined) => {
      if (!issue) return '';
      if (issue.key === 'custom') return issue.values.message;
      return issue.values ? t(`validation.${issue.key}`, issue.values) : t(`validation.${issue.key}`);
    },
    [t],
  );
}
