import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Starts the built product as `npm start` runs it, on a fresh data dir; resolves once /api/health answers. */
export async function startServer(
  port: number,
  options: { dataDir?: string; env?: Record<string, string> } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'rentals-bench-'));
  const env = options.env ?? {};
  const admin = {
    email: env.ADMIN_EMAIL ?? 'bench@example.com',
    password: env.ADMIN_PASSWORD ?? 'bench-password-123',
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    /** The Authorization header of the admin the server was started with (one login). */
    adminHeaders: async () => {
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      if (!login.ok) throw new Error(`login as ${admin.email} failed: ${login.status}`);
      const { token } = (await login.json()) as { token: string };
      return { authorization: `Bearer ${token}` };
    },
    /** The demo catalogue's first apartment (ids depend on the seed's order); 1 when there is none. */
    firstApartmentId: async () => {
      const [apartment] = (await (await fetch(`${url}/api/apartments?limit=1`)).json()) as { id: number }[];
      return apartment?.id ?? 1;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
