#!/usr/bin/env node
// `npm test`: the whole suite. Unit and API tests (contracts, server on PGlite — or on the
// PostgreSQL named by TEST_DATABASE_URL — and web), then the browser journeys against the
// built app in Debian's Chromium. Ends with one line "N passed, M failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

function vitest(projects, reportName) {
  const out = path.join(tmp, `${reportName}.json`);
  fs.rmSync(out, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const status = run('npx', args);
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
  }
  // A suite that failed to load, or a runner that crashed, counts as one failure.
  if (status !== 0 && failed === 0) failed = 1;
  return { status, passed, failed };
}

const results = [];
results.push(vitest(['contracts', 'server', 'web', 'console'], 'unit'));

// Two API nodes behind a throwaway Redis (socket.io adapter, shared rate limits).
const redis = spawnSync('bash', ['scripts/redis-start.sh'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (redis.status === 0) {
  process.env.TEST_REDIS_URL = redis.stdout.trim();
  results.push(vitest(['cluster'], 'cluster'));
  spawnSync('bash', ['scripts/redis-stop.sh'], { cwd: root });
} else {
  results.push({ status: 1, passed: 0, failed: 1 });
}

if (!process.argv.includes('--no-e2e')) {
  let ready = run('bash', ['scripts/ensure-chromium.sh']) === 0;
  if (ready) ready = run('npm', ['run', 'build', '--silent']) === 0;
  results.push(ready ? vitest(['e2e'], 'e2e') : { status: 1, passed: 0, failed: 1 });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const ok = results.every((r) => r.status === 0) && failed === 0 && passed > 0;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
