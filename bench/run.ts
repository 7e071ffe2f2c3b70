import { javascriptWeight, lighthouseScores } from './pages.ts';
import { startServer } from './server.ts';

/**
 * `npm run bench` (after `npm run build`): the JavaScript weight of the public pages against the
 * 180 KB budget and Lighthouse (mobile, median of 3) against 95 in every category. Exits 1 when a
 * goal is missed. BENCH_ROUTES / BENCH_RUNS narrow it.
 */
const JS_BUDGET_KB = 180;
const SCORE_GOAL = 95;
const routeList = (
  process.env.BENCH_ROUTES ??
  '/,/services,/services/apartments,/services/apartments/{apartment},/reviews,/about,/aboutFounder,/contactUs,/reservations'
)
  .split(',')
  .filter(Boolean);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const server = await startServer(Number(process.env.BENCH_PORT ?? 4390));
const apartment = await server.firstApartmentId();
const routes = routeList.map((route) => route.replace('{apartment}', String(apartment)));
let failed = false;
try {
  const weights = await javascriptWeight(server.url, routes);
  console.log('\nJavaScript per public page (gzip):');
  for (const w of weights) {
    const ok = w.kb <= JS_BUDGET_KB;
    failed ||= !ok;
    console.log(
      `  ${ok ? 'ok  ' : 'MISS'} ${w.route.padEnd(28)} ${String(w.kb).padStart(6)} KB in ${w.files} files (budget ${JS_BUDGET_KB} KB)`,
    );
  }

  const scores = await lighthouseScores(server.url, routes, runs);
  console.log(`\nLighthouse 12, mobile preset, median of ${runs}:`);
  console.log('  route                         perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS');
  for (const s of scores) {
    const ok = [s.performance, s.accessibility, s.bestPractices, s.seo].every((v) => v >= SCORE_GOAL);
    failed ||= !ok;
    console.log(
      `  ${ok ? 'ok  ' : 'MISS'} ${s.route.padEnd(24)} ${[s.performance, s.accessibility, s.bestPractices, s.seo].map((v) => String(v).padStart(5)).join(' ')} ${[s.fcpMs, s.lcpMs, s.tbtMs].map((v) => String(v).padStart(7)).join(' ')}  ${s.cls}`,
    );
    if (s.failing.length) console.log(`       failing audits: ${s.failing.join(', ')}`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
