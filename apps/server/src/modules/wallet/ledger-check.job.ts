import { dailyKey, type JobDef } from '../../platform/jobs';
import { checkLedgerDaily } from '../../ledger';

/**
 * Daily proof that the books balance; a failure is logged as an error and kept in job_runs. The
 * postings since the last check are read every day, all of them once a week (ledger/invariants).
 */
export const ledgerCheckJob: JobDef = {
  name: 'ledger.check',
  checkEveryMs: 15 * 60_000,
  periodKey: dailyKey,
  async run({ db, log, periodKey }) {
    const { problems, full } = await checkLedgerDaily(db, periodKey, 100);
    if (problems.length) {
      log.error({ problems }, 'ledger invariants broken');
      throw new Error(`${problems.length} ledger problem(s): ${problems[0]!.detail}`);
    }
    return full ? 'ok (full check)' : 'ok (what changed since the last check)';
  },
};
