// npm run backup -- --out <dir>: a backup of the configured database (DATABASE_URL: pg_dump
// while the server runs; else the embedded database in DATA_DIR, which must be stopped), the
// uploaded files and a manifest. docs/operations.md, "Backups".
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { backup, BackupError } from '../src/platform/backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run backup -- --out <empty or new folder>');
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await backup({
    out: values.out,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
  });
  console.log(JSON.stringify(manifest, null, 2));
  if (!manifest.ledger_check.ok) {
    console.error('backup written, but the ledger check of its data FAILED (see the manifest)');
    process.exitCode = 1;
  } else console.log(`backup written to ${values.out}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
