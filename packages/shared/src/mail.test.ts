import { describe, expect, it } from 'vitest';
import { isEmailAddress, mailSettingsInput, outboxListQuery, sendNotificationInput } from './mail.ts';

describe('sendNotificationInput', () => {
  it('defaults to a confirmation, also for an empty body', () => {
    expect(sendNotificationInput.parse(undefined)).toEqual({ type: 'confirmation' });
    expect(sendNotificationInput.parse({})).toEqual({ type: 'confirmation' });
    expect(sendNotificationInput.parse({ type: '' })).toEqual({ type: 'confirmation' });
    expect(sendNotificationInput.parse({ type: 'payment' })).toEqual({ type: 'payment' });
  });

  it("refuses any other type with SPEC.md's text", () => {
    for (const type of ['sms', 'CONFIRMATION', 3]) {
      const result = sendNotificationInput.safeParse({ type });
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Invalid notification type']);
    }
  });
});

describe('mail inputs', () => {
  it('filters the outbox by status', () => {
    expect(outboxListQuery.parse({ status: 'failed' })).toMatchObject({
      status: 'failed',
      limit: 50,
      offset: 0,
    });
    expect(outboxListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('changes only the automation switches sent', () => {
    expect(mailSettingsInput.parse({ receiptOnPayment: true })).toEqual({ receiptOnPayment: true });
    expect(mailSettingsInput.safeParse({ receiptOnPayment: 'yes' }).success).toBe(false);
  });

  it('tells an e-mail address', () => {
    expect(isEmailAddress('guest@example.com')).toBe(true);
    expect(isEmailAddress(' guest@example.com ')).toBe(true);
    expect(isEmailAddress('guest@')).toBe(false);
    expect(isEmailAddress(null)).toBe(false);
  });
});
