// npm run restore -- --from <backup> --data-dir <empty folder> (an embedded-database backup), or
// --from <backup> --database-url <empty database> --uploads-dir <empty folder> (PostgreSQL).
// Refuses a target that is not empty; opens the result and checks its ledger. docs/operations.md.
import { parseArgs } from 'node:util';
import { restore, BackupError } from '../src/platform/backup';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'uploads-dir': { type: 'string' },
  },
});
if (!values.from) {
  console.error(
    'usage: npm run restore -- --from <backup> (--data-dir <empty folder> | --database-url <empty database> --uploads-dir <empty folder>)',
  );
  process.exit(2);
}
try {
  const { manifest, restored } = await restore({
    from: values.from,
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    uploadsDir: values['uploads-dir'],
  });
  console.log(JSON.stringify({ backup: manifest, restored }, null, 2));
  const same =
    restored.migration === manifest.migration &&
    restored.users === manifest.users &&
    restored.journals === manifest.journals;
  if (!restored.ledger_check.ok || !same) {
    console.error('restored, but it does not match its manifest or its ledger check FAILED');
    process.exitCode = 1;
  } else console.log('restored; the ledger check passed and the counts match the manifest');
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
