import { createServer } from 'node:http';
import autocannon from 'autocannon';

/** autocannon on one URL: requests/s, p99 latency and how many answers were errors or not 2xx. */
export async function load(
  url: string,
  options: { connections: number; duration: number; headers?: Record<string, string> },
) {
  const result = await autocannon({ url, ...options });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
  };
}

/** A server that does nothing but send the captured response: the ceiling for this machine. */
export async function bare(body: Buffer, contentType: string) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((r) => server.close(r)) };
}
