import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer } from '../../../test/support/calendar-feed-server.ts';
import { FeedError, fetchFeed, isPrivateAddress } from './fetch-feed.ts';

// Feed URLs are the owner's input: only public http(s) addresses are fetched (issue 18 item 3).
describe('fetching a feed', () => {
  let channel: Awaited<ReturnType<typeof startFeedServer>>;
  beforeAll(async () => {
    channel = await startFeedServer();
    channel.set('/cal.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
  afterAll(() => channel.close());

  it('tells private, loopback, link-local and reserved addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.140', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback feeds, by address or by name, unless private addresses are allowed', async () => {
    const url = channel.url('/cal.ics');
    const named = url.replace('127.0.0.1', 'localhost');
    for (const target of [url, named, url.replace('127.0.0.1', '[::1]')]) {
      const refused = fetchFeed(target, { allowPrivate: false });
      await expect(refused, target).rejects.toBeInstanceOf(FeedError);
      await expect(fetchFeed(target, { allowPrivate: false }), target).rejects.toThrow(/private or local/);
    }
    await expect(fetchFeed(url, { allowPrivate: true })).resolves.toMatch(/^BEGIN:VCALENDAR/);
  });

  it('refuses schemes other than http(s), on the first hop and after a redirect', async () => {
    await expect(fetchFeed('file:///etc/passwd', { allowPrivate: false })).rejects.toThrow(/Only http\(s\)/);
    channel.set('/to-file', { redirect: 'file:///etc/passwd' });
    await expect(fetchFeed(channel.url('/to-file'), { allowPrivate: true })).rejects.toThrow(
      /Only http\(s\)/,
    );
  });
});
