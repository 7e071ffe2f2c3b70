import type { RateLimitOptions } from '@fastify/rate-limit';
import { rateLimited } from '../../lib/app-error.ts';

/** How many submissions of a public form one address may send in a time window. */
export interface FormRateLimit {
  max: number;
  timeWindow: string | number;
}

/**
 * The route `config.rateLimit` of a public form (reviews, contact, bookings), per client address. It runs
 * after validation: a submission refused as invalid does not use up the visitor's budget, only stored ones do.
 */
export function publicFormRateLimit(limit: FormRateLimit, what: string): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.timeWindow,
    hook: 'preHandler',
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      rateLimited(
        () => `Too many ${what} from your address. Please try again in ${context.after}.`,
        context.ttl / 1000,
      ),
  };
}
