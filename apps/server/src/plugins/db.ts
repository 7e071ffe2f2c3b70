import type { FastifyInstance } from 'fastify';
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
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('changes', await options.database.followChanges(app.log));
    // A write through this process counts before its answer leaves: the client's next request, to this
    // process, must not get an answer kept from before it. (The database's own announcement may come
    // later on PostgreSQL, whose listener is another connection.)
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') app.changes.written();
    });
  },
  { name: 'db' },
);
