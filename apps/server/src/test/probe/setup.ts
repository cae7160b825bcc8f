import { createTestApp, type TestApp } from '../harness';
import { operatorToken } from '../accounts';
import { checkLedger } from '../../ledger/invariants';
import { recordingModules, type ProbedRoute } from './routes';
import { seedVictim, snapshotUser, type Victim } from './victim';

export interface Probe {
  t: TestApp;
  routes: ProbedRoute[];
  op: string;
  victim: Victim;
  /** The victim's rows before any probing request. */
  before: Record<string, string[]>;
}

/**
 * The whole app on a fresh database with its route list noted, a market price, an operator
 * and a seeded victim; the ledger proven before the first probing request. Shared by the
 * bounded probe test and the soak.
 */
export async function startProbe(): Promise<Probe> {
  const routes: ProbedRoute[] = [];
  const t = await createTestApp(
    { rateLimitPerMinute: 1_000_000_000 },
    { modules: recordingModules(routes) },
  );
  const frozen = Date.now();
  // Nothing settles or moves on its own while probing: the victim's rows change only if a request changes them.
  t.app.services.options.clock = () => frozen;
  await t.app.services.market.start();
  t.app.services.market.script!.push('BTC/USDT', '100000', frozen);
  await t.app.services.market.flush();
  const op = await operatorToken(t.app);
  // The victim's rows get ids no fuzz value names by chance (1, `true`, "00001" all parse to
  // ids): an operator's fuzz may act on any small id, and that would be the operator's
  // legitimate act, not a change the probe is looking for.
  const { rows: sequences } = await t.db.query<{ name: string }>(
    `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema()`,
  );
  for (const { name } of sequences) await t.db.query(`SELECT setval($1, 7340000)`, [name]);
  const victim = await seedVictim(t.app, op);
  const problems = await checkLedger(t.db);
  if (problems.length)
    throw new Error(
      `ledger check failed before probing: ${problems.map((p) => p.detail).join('; ')}`,
    );
  return { t, routes, op, victim, before: await snapshotUser(t.db, victim.userId) };
}
