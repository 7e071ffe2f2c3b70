import { errorStatus, httpReason, isErrorCode } from '@app/shared/errors';
import { expect } from 'vitest';

/** An error answer has the API's shape: a known code, the status that code stands for, its reason. */
export function expectErrorBody(res: { statusCode: number; body: string }, where: string) {
  const body = JSON.parse(res.body) as { code?: unknown; error?: unknown; message?: unknown };
  const context = `${where} -> ${res.body.slice(0, 300)}`;
  expect(isErrorCode(body.code), context).toBe(true);
  expect(isErrorCode(body.code) && errorStatus[body.code], context).toBe(res.statusCode);
  expect(body.error, context).toBe(httpReason(res.statusCode));
  expect(typeof body.message, context).toBe('string');
}
