import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** The database's committed writes as this process hears of them: what in-memory answers rely on. */
    changes: ChangeFeed;
  }
  interface FastifyRequest {
    /**
     * `changes.caughtUp()` asked once for this request, after it arrived: every write committed before
     * the request has been heard of when it resolves. What an answer kept in memory is served against.
     */
    writesHeard(): Promise<number | null>;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('changes', await options.database.followChanges(app.log));
    const heard = new WeakMap<FastifyRequest, Promise<number | null>>();
    app.decorateRequest('writesHeard', function (this: FastifyRequest) {
      let version = heard.get(this);
      if (!version) {
        version = app.changes.caughtUp();
        heard.set(this, version);
      }
      return version;
    });
  },
  { name: 'db' },
);
