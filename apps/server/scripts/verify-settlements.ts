/**
 * npm run verify -- settlements --from <iso|unix s> --to <iso|unix s> [--db <postgres url> | --data <folder>]
 *
 * Recomputes every seconds-option result, contract close (TP/SL, liquidation, by hand), limit
 * entry fill, dual settlement and blind-box draw in the window from the stored rows and the
 * tick log alone, and prints per kind the count checked and each mismatch. Exit code 1 when
 * any result disagrees. `--data` is a node's DATA_DIR (PGlite: stop the node or use a copy).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../src/platform/db';
import { formatReport, totalMismatches, verifySettlements } from '../src/verify/settlements';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** Unix seconds, or any date the platform's Date understands (ISO 8601); ms since the epoch. */
function timeArg(name: string): number {
  const v = option(name);
  const ms = v === undefined ? NaN : /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v);
  if (!Number.isFinite(ms)) {
    console.error(`--${name} must be Unix seconds or an ISO date (got ${v ?? 'nothing'})`);
    process.exit(2);
  }
  return ms;
}

const fromMs = timeArg('from');
const toMs = timeArg('to');
if (toMs <= fromMs) {
  console.error('--to must come after --from');
  process.exit(2);
}
const dataDir = option('data') ?? './data';
if (!option('db') && !fs.existsSync(path.join(dataDir, 'pglite'))) {
  console.error(
    `no database: ${dataDir} holds no pglite folder (give --data <DATA_DIR> or --db <url>)`,
  );
  process.exit(2);
}
const db = await openDb({ databaseUrl: option('db'), dataDir });
try {
  const report = await verifySettlements(db, { fromMs, toMs });
  process.stdout.write(
    `settlements from ${new Date(fromMs).toISOString()} to ${new Date(toMs).toISOString()}\n` +
      `${formatReport(report)}\n`,
  );
  process.exitCode = totalMismatches(report) ? 1 : 0;
} finally {
  await db.close();
}
