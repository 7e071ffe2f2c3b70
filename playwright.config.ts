import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-123' };

// The app under test runs exactly as `npm start` runs it (built web app, embedded database),
// on a fresh data directory so every run starts from the demo content.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rentals-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** Everything the server writes during the run (info level): e2e/zz-logs.spec.ts reads it at the end. */
export const serverLog = path.join(dataDir, 'server.log');

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.CI_REPORT_DIR, 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node apps/server/src/server.ts >> "${serverLog}" 2>&1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The output goes to serverLog (read it when the server fails to start).
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Canonical links and the sitemap are written from PUBLIC_URL alone (decision 0024).
      PUBLIC_URL: baseURL,
      // Sending a summary is enabled only with a business address (the outbox queues it; no SMTP here).
      BUSINESS_EMAIL: 'owner@example.com',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'info',
      // e2e/calendar-sync.spec.ts imports a service's own export URL, on this loopback server.
      CALENDAR_FETCH_ALLOW_PRIVATE: 'true',
      NODE_ENV: 'production',
    },
  },
});
