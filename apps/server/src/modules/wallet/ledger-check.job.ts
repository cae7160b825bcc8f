import { dailyKey, type JobDef } from '../../platform/jobs';
import { checkLedger } from '../../ledger';

/** Daily proof that the books balance; a failure is logged as an error and kept in job_runs. */
export const ledgerCheckJob: JobDef = {
  name: 'ledger.check',
  checkEveryMs: 15 * 60_000,
  periodKey: dailyKey,
  async run({ db, log }) {
    const problems = await checkLedger(db, 100);
    if (problems.length) {
      log.error({ problems }, 'ledger invariants broken');
      throw new Error(`${problems.length} ledger problem(s): ${problems[0]!.detail}`);
    }
    return 'ok';
  },
};
