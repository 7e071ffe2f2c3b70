// `npm test`: build the app, then every vitest project, then the end-to-end specs in Chromium.
// Each stage runs even when an earlier test stage failed, so one run reports every failure.
import { spawnSync } from 'node:child_process';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
const unit = run('npx', ['vitest', 'run']);
const e2e = run('npx', ['playwright', 'test']);
process.exit(unit || e2e);
