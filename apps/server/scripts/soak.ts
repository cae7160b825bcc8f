/**
 * `npm run soak -- fuzz [--requests N] [--seed S] [--max-seconds T]`: the route probe of the server suite (`security/probe.test.ts`) at length
 * at length. Builds the whole app in process on an in-memory PGlite, seeds a victim, then
 * sends fuzz requests drawn from every registered route's zod input (at least 100,000 by
 * default), round after round over all routes, each round with its own seed. Prints the
 * requests sent, the 5xx answers, the answers outside the envelope, the changes to the
 * victim's rows and the ledger check; exits non-zero on any of them. In-process inject only:
 * no request leaves the process. Bounded in count and in time.
 */
import { runLedgerSoak } from '../src/test/soak/ledger-soak';
import { runCrashSoak } from './soak-crash';
import { runClusterSoak } from './soak-cluster';
import { runChainSoak } from '../src/test/soak/chain-soak';
import { createSession } from '../src/platform/sessions';
import { checkLedger } from '../src/ledger/invariants';
import { createUserWithSession } from '../src/test/harness';
import { startProbe } from '../src/test/probe/setup';
import {
  edgeCases,
  fuzzCases,
  judge,
  send,
  type Finding,
  type ProbeRequest,
} from '../src/test/probe/fuzz';
import { isKnown, knownReport } from '../src/test/probe/known';
import { snapshotDiff, snapshotUser } from '../src/test/probe/victim';
import type { ProbedRoute } from '../src/test/probe/routes';

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

async function fuzz(args: string[]): Promise<number> {
  const wanted = option(args, 'requests', 100_000);
  const seed = option(args, 'seed', 20261124);
  const maxMs = option(args, 'max-seconds', 1800) * 1000;
  const started = Date.now();
  const { t, routes, op, victim, before } = await startProbe();
  const fuzzerId = (await createUserWithSession(t.db, { kycLevel: 1 })).userId;
  const victimIds = new Set(victim.ids.map(String));
  const tokenFor = async (route: ProbedRoute) =>
    route.auth === 'operator' || route.url.startsWith('/api/admin/')
      ? op
      : route.auth === 'public' || route.auth === 'raw'
        ? undefined
        : await createSession(t.db, fuzzerId, { ip: '203.0.113.8', userAgent: 'soak', ttlDays: 1 });
  const findings: Finding[] = [];
  let sent = 0;
  let skipped = 0;
  const run = async (route: ProbedRoute, reqs: ProbeRequest[]) => {
    for (const req of reqs) {
      // An operator may legitimately act on the victim's requests: keep its fuzz off them.
      if (
        route.auth === 'operator' &&
        [...victimIds].some((id) =>
          new RegExp(`(^|[^0-9])${id}([^0-9]|$)`).test(String(req.payload ?? req.url)),
        )
      ) {
        skipped += 1;
        continue;
      }
      const res = await send(t.app, req);
      sent += 1;
      const f = judge(route, req, res);
      if (f) findings.push(f);
    }
  };
  for (const route of routes) await run(route, edgeCases(route, await tokenFor(route)));
  const perRoute = 25;
  for (let round = 0; sent < wanted && Date.now() - started < maxMs; round++) {
    for (const [i, route] of routes.entries()) {
      await run(route, fuzzCases(route, await tokenFor(route), seed + round * 1000 + i, perRoute));
      if (sent >= wanted) break;
    }
    process.stderr.write(
      `\rsoak: ${sent} requests, ${findings.length} findings, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  process.stderr.write('\n');

  const diffs = snapshotDiff(before, await snapshotUser(t.db, victim.userId));
  const ledger = await checkLedger(t.db);
  const polluted = ({} as Record<string, unknown>).polluted !== undefined;
  await t.close();

  const count = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind).length;
  const unknown = findings.filter((f) => !isKnown(f));
  console.log(
    `requests sent:        ${sent}${skipped ? ` (${skipped} operator requests naming victim ids not sent)` : ''}`,
  );
  console.log(`routes:               ${routes.length}`);
  console.log(`5xx:                  ${count('5xx')}`);
  console.log(`non-envelope:         ${count('non-envelope')}`);
  console.log(`HTTP 404 (not_found): ${count('http-404')}`);
  console.log(
    `state changes:        ${diffs.length}${diffs.length ? `\n  ${diffs.join('\n  ')}` : ''}`,
  );
  console.log(`prototype polluted:   ${polluted ? 'yes' : 'no'}`);
  console.log(
    `ledger check:         ${ledger.length ? `FAILED\n  ${ledger.map((p) => p.detail).join('\n  ')}` : 'ok'}`,
  );
  if (findings.length) {
    console.log(
      `of the findings, ${findings.length - unknown.length} are KNOWN_UNTIL_MERGED (fixed on other branches):`,
    );
    for (const line of knownReport(findings)) console.log(`  ${line}`);
  }
  if (unknown.length) {
    console.log(`findings not in KNOWN_UNTIL_MERGED: ${unknown.length}; the first 20:`);
    for (const f of unknown.slice(0, 20))
      console.log(
        `  ${f.kind} ${f.status} ${f.route} [${f.features.join(',')}] ${f.request.slice(0, 160)} → ${f.answer.slice(0, 120)}`,
      );
  }
  const failed =
    sent < wanted || findings.length > 0 || diffs.length > 0 || ledger.length > 0 || polluted;
  console.log(failed ? 'soak: FAILED' : 'soak: passed');
  return failed ? 1 : 0;
}

function text(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
}

async function ledger(args: string[]): Promise<number> {
  const report = await runLedgerSoak({
    ops: option(args, 'ops', 1_000_000),
    concurrency: option(args, 'concurrency', 8),
    seed: option(args, 'seed', 20261124),
    maxSeconds: option(args, 'max-seconds', 6 * 3600),
    databaseUrl: text(args, 'db'),
    dataDir: text(args, 'data-dir'),
    resume: args.includes('--resume'),
    partOps: args.includes('--part-ops') ? option(args, 'part-ops', 0) : undefined,
    progress: (line) => process.stderr.write(`\rsoak ledger: ${line}   `),
  });
  process.stderr.write('\n');
  console.log(`database:             ${report.database}`);
  console.log(
    `ops done:             ${report.ops} of ${report.target}${report.stoppedByTime ? ' (this part stopped by --max-seconds)' : ''}${report.parts > 1 ? ` in ${report.parts} parts` : ''}`,
  );
  if (!report.finished && !report.violations.length && text(args, 'data-dir'))
    console.log(
      `to go on:             npm run soak -- ledger --data-dir <the same folder> --resume`,
    );
  console.log(`ops/s:                ${report.opsPerSecond}`);
  console.log(
    `duration:             ${report.seconds} s (${report.parts > 1 ? 'this part, ' : ''}set-up and final checks included)`,
  );
  console.log(
    `retries (same key):   ${report.retries} (${report.concurrentRetries} sent at the same time)`,
  );
  console.log(
    `market steps:         ${report.marketSteps}; options settled ${report.settled.options}; job runs ${report.settled.jobRuns}`,
  );
  console.log(`invariant checks:     ${report.checks}`);
  const spent = report.spent;
  console.log(
    `time spent (s):       set-up ${spent.setup.toFixed(1)}, market steps ${spent.market.toFixed(1)}, jobs ${spent.jobs.toFixed(1)}, checks ${spent.checks.toFixed(1)}`,
  );
  const parts = report.marketParts;
  console.log(
    `market steps (s):     ticks and bars ${parts.flush.toFixed(1)}, risk engine ${parts.risk.toFixed(1)}, options ${parts.options.toFixed(1)}`,
  );
  const slowest = Object.entries(report.jobSeconds)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([job, s]) => `${job} ${s.toFixed(1)}`);
  console.log(`slowest jobs (s):     ${slowest.join(', ')}`);
  console.log('commands (ok / refused):');
  for (const [kind, n] of Object.entries(report.kinds).sort())
    console.log(`  ${kind.padEnd(18)} ${n.ok} / ${n.refused}`);
  console.log('refusals by code:');
  for (const [code, n] of Object.entries(report.refusals).sort((a, b) => b[1] - a[1]))
    console.log(`  ${code.padEnd(32)} ${n}`);
  console.log(`invariant violations: ${report.violations.length}`);
  for (const v of report.violations.slice(0, 50)) console.log(`  ${v}`);
  const failed = report.violations.length > 0;
  console.log(
    failed
      ? 'soak ledger: FAILED'
      : report.finished
        ? 'soak ledger: passed'
        : text(args, 'data-dir')
          ? `soak ledger: passed so far (${report.ops} of ${report.target} commands)`
          : `soak ledger: passed (stopped at ${report.ops} of ${report.target} commands)`,
  );
  return failed ? 1 : 0;
}

async function crash(args: string[]): Promise<number> {
  return runCrashSoak({
    kills: option(args, 'kills', 20),
    seed: option(args, 'seed', 20261124),
    users: option(args, 'users', 4),
    databaseUrl: text(args, 'db'),
  });
}

async function chainSoak(args: string[]): Promise<number> {
  const r = await runChainSoak({
    deposits: option(args, 'deposits', 1000),
    withdrawals: option(args, 'withdrawals', 500),
    users: option(args, 'users', 40),
    seed: option(args, 'seed', 20261202),
    maxSeconds: option(args, 'max-seconds', 3600),
    progress: (line) => process.stderr.write(`\rsoak chain: ${line}   `),
  });
  process.stderr.write('\n');
  console.log(`duration:                ${r.seconds} s, ${r.blocks} blocks`);
  console.log(`deposits sent:           ${r.depositsSent}`);
  console.log(`  on the final chain:    ${r.depositsOnChain} (${r.dropped} dropped by re-orgs)`);
  console.log(`  credited:              ${r.depositsCredited}`);
  console.log(`  below the minimum:     ${r.belowMinimum}`);
  console.log(`withdrawals requested:   ${r.withdrawalsRequested}`);
  console.log(`  confirmed:             ${r.withdrawalsConfirmed}`);
  console.log(`re-orgs:                 ${r.reorgs}`);
  console.log(`watcher restarts:        ${r.restarts}`);
  console.log(`problems:                ${r.problems.length}`);
  for (const p of r.problems.slice(0, 50)) console.log(`  ${p}`);
  const short =
    r.depositsSent < option(args, 'deposits', 1000) ||
    r.withdrawalsRequested < option(args, 'withdrawals', 500);
  if (short) console.log('the run ended before sending everything (--max-seconds)');
  const failed = r.problems.length > 0 || short;
  console.log(failed ? 'soak chain: FAILED' : 'soak chain: passed');
  return failed ? 1 : 0;
}

async function clusterSoak(args: string[]): Promise<number> {
  return runClusterSoak({
    kills: option(args, 'kills', 10),
    killEverySeconds: option(args, 'kill-every', 30),
    users: option(args, 'users', 24),
    seed: option(args, 'seed', 20261202),
    leaseSeconds: option(args, 'lease-seconds', 5),
  });
}

const USAGE = `usage: npm run soak -- fuzz [--requests N] [--seed S] [--max-seconds T]
       npm run soak -- ledger [--ops N] [--concurrency C] [--seed S] [--db postgres-url] [--max-seconds T]
                              [--data-dir DIR [--part-ops P] [--resume]]
       npm run soak -- crash [--kills K] [--db postgres-url] [--seed S]
       npm run soak -- chain [--deposits D] [--withdrawals W] [--users U] [--seed S] [--max-seconds T]
       npm run soak -- cluster [--kills K] [--kill-every SECONDS] [--users U] [--lease-seconds L] [--seed S]`;
const [mode, ...rest] = process.argv.slice(2);
const modes: Record<string, (args: string[]) => Promise<number>> = {
  fuzz,
  ledger,
  crash,
  chain: chainSoak,
  cluster: clusterSoak,
};
const run = mode ? modes[mode] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
try {
  process.exit(await run(rest));
} catch (err) {
  // A refusal to start (a folder that holds a run, a run that cannot resume) is a message.
  console.error(`soak ${mode}: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env.SOAK_STACK && err instanceof Error) console.error(err.stack);
  process.exit(2);
}
