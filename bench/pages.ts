import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The gzipped JavaScript a page loads (every script request until the network is idle), in KB. */
export async function javascriptWeight(baseUrl: string, routes: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: { route: string; kb: number; files: number }[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), await response.body());
        } catch {}
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.close();
      const bytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      results.push({ route, kb: Math.round((bytes / 1024) * 10) / 10, files: scripts.size });
    }
  } finally {
    await browser.close();
  }
  return results;
}

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One Lighthouse run. Now and then headless Chromium gives Lighthouse a trace without a navigation
 * start (runtimeError NO_NAVSTART, every score 0): such a run measured nothing, so it is run again
 * (at most twice) and said.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
    console.log(`  (${url}: Lighthouse ${error.code}, run again)`);
  }
}

/** Lighthouse 12, mobile preset (its default), median of `runs` for each category score and metric. */
export async function lighthouseScores(baseUrl: string, routes: string[], runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results = [];
  try {
    for (const route of routes) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        const { categories, audits } = await audit(`${baseUrl}${route}`, chrome.port);
        samples.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          failing: Object.values(audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
      const pick = (key: Exclude<keyof Sample, 'failing'>) => median(samples.map((s) => s[key]));
      results.push({
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
