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
  const victim = await seedVictim(t.app, op);
  const problems = await checkLedger(t.db);
  if (problems.length)
    throw new Error(
      `ledger check failed before probing: ${problems.map((p) => p.detail).join('; ')}`,
    );
  return { t, routes, op, victim, before: await snapshotUser(t.db, victim.userId) };
}
