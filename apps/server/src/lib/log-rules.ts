import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { pgErrorOf } from './pg-errors.ts';

/** Query parameters that carry a secret: a guest's access token (e-mail links, the guest page). */
const SECRET_PARAMS = /([?&](?:access|token)=)[^&#]*/gi;

/** The URL as it may be logged: secrets in the query string are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** drizzle's error message and stack end with "params: …": clients' e-mails, names, notes. */
const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');

/**
 * What the server's logs may hold (issue 20): request URLs without guest tokens, database errors
 * without the values of their parameters. Applied to whatever logger the app is given.
 */
export const logSerializers = {
  req(request: {
    method: string;
    url: string;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error) {
    const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> &
      Record<string, unknown>;
    const database = pgErrorOf(error);
    if (!database) return serialized;
    // PostgreSQL's own text quotes the values it refused ('invalid input syntax …: "ana@…"', a
    // unique key's detail): only the SQLSTATE, the constraint and the query text are kept.
    for (const key of ['params', 'detail', 'where', 'hint', 'internalQuery']) delete serialized[key];
    const isDriverError = (error as { code?: unknown }).code === database.code;
    serialized.message = isDriverError
      ? `database error ${database.code}`
      : (withoutParams(serialized.message) ?? '');
    serialized.stack = `${withoutParams(serialized.stack)?.split('\ncaused by: ')[0] ?? ''}\ncaused by: database error ${database.code}`;
    serialized.sqlState = database.code;
    if (database.constraint) serialized.constraint = database.constraint;
    return serialized;
  },
};

export function withLogRules(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...logSerializers, ...options.serializers } };
}
