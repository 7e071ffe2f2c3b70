import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake channel answers on one path. */
export type FeedAnswer =
  | { body: string; status?: number; type?: string }
  | { redirect: string }
  /** Never answers (a feed that hangs). */
  | { hang: true }
  /** Streams `bytes` bytes of calendar-looking text. */
  | { huge: number };

/**
 * A local stand-in for Airbnb, VRBO and Booking.com: each path answers what the test last set, so a
 * feed can change, break and recover between syncs. Listens on 127.0.0.1 (the app fetches it with
 * CALENDAR_FETCH_ALLOW_PRIVATE on).
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    const answer = answers.get(request.url ?? '') ?? { body: 'Not found', status: 404, type: 'text/plain' };
    if ('hang' in answer) {
      hanging.add(response);
      return;
    }
    if ('redirect' in answer) {
      response.writeHead(302, { location: answer.redirect }).end();
      return;
    }
    if ('huge' in answer) {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'X');
      let sent = 0;
      const write = () => {
        while (sent < answer.huge) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      response.on('error', () => {});
      write();
      return;
    }
    response
      .writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/calendar; charset=utf-8' })
      .end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** What `path` answers from now on: a calendar's text, or a way of failing. */
    set: (path: string, answer: FeedAnswer | string) =>
      answers.set(path, typeof answer === 'string' ? { body: answer } : answer),
    /** How many requests `path` has had. */
    hits: (path: string) => hits.get(path) ?? 0,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const CRLF = '\r\n';

/** A VCALENDAR of all-day events, shaped like the channels' exports. */
export function feed(
  shape: 'airbnb' | 'vrbo' | 'booking',
  events: Array<{ uid: string; start: string; end?: string; summary?: string }>,
): string {
  const compact = (date: string) => date.replaceAll('-', '');
  const prodId = {
    airbnb: '-//Airbnb Inc//Hosting Calendar 1.0//EN',
    vrbo: '-//HomeAway.com, Inc.//NONSGML HomeAway Calendar//EN',
    booking: '-//admin.booking.com//EN',
  }[shape];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTAMP:20261101T120000Z`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      ...(event.end ? [`DTEND;VALUE=DATE:${compact(event.end)}`] : []),
      `UID:${event.uid}`,
      `SUMMARY:${event.summary ?? { airbnb: 'Reserved', vrbo: 'Blocked', booking: 'CLOSED - Not available' }[shape]}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}
