// npm run ledger:check — verifies the ledger's invariants on the configured database.
import { loadConfig } from '../src/config';
import { openDb } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { checkLedger } from '../src/ledger/invariants';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const problems = await checkLedger(db, 1000);
  const { rows } = await db.query<{ journals: number; postings: number }>(
    'SELECT (SELECT count(*) FROM journals)::int AS journals, (SELECT count(*) FROM postings)::int AS postings',
  );
  if (problems.length) {
    for (const p of problems) console.error(`${p.kind}: ${p.detail}`);
    console.error(
      `ledger check FAILED: ${problems.length} problem(s) in ${rows[0]!.journals} journals`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `ledger check passed: ${rows[0]!.journals} journals, ${rows[0]!.postings} postings balance, cached balances match, nothing negative`,
    );
  }
} finally {
  await db.close();
}
