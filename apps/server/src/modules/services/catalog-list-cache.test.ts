import { describe, expect, it, vi } from 'vitest';
import { coalesce } from './catalog-list-cache.ts';

/** The catalogue version's reads, shared by the requests of the moment (decision 0019). */
describe('coalesced reads', () => {
  /** A run that ends when the test says so, counting its starts. */
  const controlledRun = () => {
    const ends: Array<(error?: Error) => void> = [];
    let started = 0;
    const run = vi.fn(
      () =>
        new Promise<number>((resolve, reject) => {
          const number = ++started;
          ends.push((error) => (error ? reject(error) : resolve(number)));
        }),
    );
    const settle = async (error?: Error) => {
      await vi.waitFor(() => expect(ends.length).toBeGreaterThan(0));
      ends.shift()?.(error);
    };
    return { run, settle };
  };

  it('serves callers that came during a run with the next run, which starts after it ends', async () => {
    const { run, settle } = controlledRun();
    const read = coalesce(run);
    const first = read();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // Came while the first run was on its way: that run may have started before what they wait for.
    const second = read();
    const third = read();
    await settle();
    expect(await first).toBe(1);
    expect(run).toHaveBeenCalledTimes(1);
    await settle();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("passes a run's failure to its callers only, and runs again for the next", async () => {
    const { run, settle } = controlledRun();
    const read = coalesce(run);
    const failed = read();
    await settle(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = read();
    await settle();
    await expect(next).resolves.toBe(2);
  });
});
