#!/usr/bin/env node
// `npm test`: the whole suite. Unit and API tests (contracts, server on PGlite — or on the
// PostgreSQL named by TEST_DATABASE_URL — and web), then the browser journeys against the
// built app in Debian's Chromium. Ends with one line "N passed, M failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

/** Runs a command with its output shown as it comes and kept, for the summary at the end. */
function runKept(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    const keep = (stream, to) =>
      stream.on('data', (chunk) => {
        to.write(chunk);
        chunks.push(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) =>
      resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/** The lines that say why a run failed when no test did: vitest's unhandled errors and the like. */
function whyRunFailed(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /Unhandled (Errors?|Rejection)/.test(line));
  return start < 0 ? lines.slice(-25) : lines.slice(start, start + 40);
}

async function vitest(projects, reportName) {
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
  const { status, output } = await runKept('npx', args);
  let passed = 0;
  let failed = 0;
  const notes = [];
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const name = path.relative(root, file.name);
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed') notes.push(`failed: ${name} › ${test.fullName}`);
      if (
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((t) => t.status === 'failed')
      )
        notes.push(`failed: ${name} (the file: ${String(file.message ?? '').split('\n')[0]})`);
    }
  }
  // A suite that failed to load, or a runner that crashed, counts as one failure.
  if (status !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest (${projects.join(', ')}) exited ${status} with no failed test:`);
    notes.push(...whyRunFailed(output).map((line) => `  ${line}`));
  }
  return { status, passed, failed, notes };
}

const results = [];
// The server's readiness test starts a redis-server of its own: install it (Debian's) first.
if (run('bash', ['scripts/ensure-redis.sh']) !== 0)
  results.push({ status: 1, passed: 0, failed: 1, notes: ['redis-server is not installed'] });
results.push(await vitest(['contracts', 'client', 'server', 'web', 'console'], 'unit'));

// Two API nodes behind a throwaway Redis (socket.io adapter, shared rate limits).
const redis = spawnSync('bash', ['scripts/redis-start.sh'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (redis.status === 0) {
  process.env.TEST_REDIS_URL = redis.stdout.trim();
  results.push(await vitest(['cluster'], 'cluster'));
  spawnSync('bash', ['scripts/redis-stop.sh'], { cwd: root });
} else {
  results.push({ status: 1, passed: 0, failed: 1, notes: ['redis-server did not start'] });
}

if (!process.argv.includes('--no-e2e')) {
  let ready = run('bash', ['scripts/ensure-chromium.sh']) === 0;
  if (ready) ready = run('npm', ['run', 'build', '--silent']) === 0;
  results.push(
    ready
      ? await vitest(['e2e'], 'e2e')
      : { status: 1, passed: 0, failed: 1, notes: ['Chromium or the web build is not ready'] },
  );
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const ok = results.every((r) => r.status === 0) && failed === 0 && passed > 0;
const notes = results.flatMap((r) => r.notes ?? []);
if (notes.length > 0) console.log(`\nWhat failed:\n${notes.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
