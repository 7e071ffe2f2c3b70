import { TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ChangeFeed, createWriteBoundCache } from '../db/change-feed.ts';

export interface ListPage<T> {
  items: T[];
  total: number;
}

interface CachedPage {
  /** The answer as sent: serialized by the route's response schema and encoded once. */
  body: Buffer;
  total: number;
}

/**
 * Back-office list answers (a page, and its total in X-Total-Count) kept in memory, keyed by the
 * request's URL, until the next write this process hears of (db/change-feed.ts; docs/decisions/0015).
 * Only for lists whose answer depends on the URL and the data alone: not on the admin, the time or a
 * header.
 */
export function createCachedLists(feed: ChangeFeed) {
  const pages = createWriteBoundCache<CachedPage>(feed, { maxEntries: 100 });

  return {
    async answer<T>(request: FastifyRequest, reply: FastifyReply, read: () => Promise<ListPage<T>>) {
      const page = await pages.getOrRead(request.writesHeard(), request.url, async () => {
        const { items, total } = await read();
        return { body: Buffer.from(reply.serialize(items) as string), total };
      });
      return reply
        .header(TOTAL_COUNT_HEADER, page.total)
        .type('application/json; charset=utf-8')
        .send(page.body);
    },
  };
}
