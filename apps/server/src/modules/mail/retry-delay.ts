export interface BackoffPolicy {
  /** The wait after the first failed attempt. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
}

/**
 * The wait before the next attempt after `attempt` failed ones: exponential (base, 2 x base, 4 x base ...,
 * at most maxMs), with "equal jitter": half of it fixed, half random, so instances that failed together
 * (an SMTP server that was down) do not all retry at the same instant.
 */
export function retryDelayMs(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
