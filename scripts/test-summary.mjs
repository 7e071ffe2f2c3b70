// Sums the vitest and Playwright JSON reports of a CI run into the closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci-reports';
let passed = 0;
let failed = 0;

const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites ?? 0);
}

const playwright = read('playwright.json');
if (playwright) {
  passed += playwright.stats?.expected ?? 0;
  failed += (playwright.stats?.unexpected ?? 0) + (playwright.stats?.flaky ?? 0);
  failed += playwright.errors?.length ?? 0;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
