import { type LookupAddress, lookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A feed that could not be read; the message is what the admin sees beside the feed. */
export class FeedError extends Error {}

export interface FetchFeedOptions {
  /** CALENDAR_FETCH_ALLOW_PRIVATE: loopback and private addresses are allowed (tests, a LAN). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Aborts the fetch (the server shutting down). */
  signal?: AbortSignal;
}

export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 5;

/** Addresses a feed may not point at: loopback, private, link-local, shared, multicast, reserved. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a feed must not reach (an IPv4-mapped IPv6 address is judged by its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const refused = (host: string) =>
  new FeedError(`The feed's address ${host} is private or local: only public http(s) addresses are fetched`);

/**
 * The name lookup of every connection: an address that is private is refused there, at connect time, so
 * a name that resolves to a public address when checked and to a private one when used (DNS rebinding)
 * is refused too.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
      if (usable.length === 0) return callback(refused(hostname), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      const [first] = usable;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(new FeedError(`The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new FeedError(`The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

type Hop = { redirect: string } | { body: Buffer };

function fetchOnce(
  url: URL,
  options: Required<Omit<FetchFeedOptions, 'signal'>>,
  signal: AbortSignal,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivate),
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'CalendarSync/1.0' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: new URL(response.headers.location, url).toString() });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new FeedError(`The feed answered HTTP ${status}`));
          return;
        }
        readBody(response, options.maxBytes).then((body) => resolve({ body }), reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Fetches an iCal feed: http(s) only, never a private or loopback address unless allowed, redirects
 * bounded (each hop checked again), the whole fetch within the timeout, at most maxBytes. Any failure is
 * a FeedError with a message for the admin.
 */
export async function fetchFeed(address: string, options: FetchFeedOptions): Promise<string> {
  const settings = {
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
  };
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let current = address;
  try {
    for (let hop = 0; hop <= settings.maxRedirects; hop++) {
      const url = new URL(current);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new FeedError(`Only http(s) feeds are fetched, not ${url.protocol}`);
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // An address written as such is never looked up: checked here.
      if (isIP(host) && !settings.allowPrivate && isPrivateAddress(host)) throw refused(host);
      const result = await fetchOnce(url, settings, signal);
      if ('body' in result) return result.body.toString('utf8');
      current = result.redirect;
    }
    throw new FeedError(`The feed redirected more than ${settings.maxRedirects} times`);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (timeout.aborted) throw new FeedError(`The feed did not answer within ${settings.timeoutMs / 1000} s`);
    if (error instanceof TypeError) throw new FeedError('The feed URL is not valid');
    throw new FeedError(`The feed could not be fetched: ${(error as Error).message}`);
  }
}
