import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Queryable } from './db';

const DAY_MS = 86_400_000;

/**
 * What the demo seeds' outcome depends on: the code that runs them (in the bundle `npm start`
 * runs, this file is the whole server; from the sources, this file plus each seed's own text),
 * the modules built, and the business day (a few seeds add rows dated from today, e.g. the dual
 * ladder and the coupon campaigns). Any change runs the seeds again.
 */
export function demoSeedFingerprint(
  seeds: ReadonlyArray<{ name: string; seed: ((...args: never[]) => unknown) | undefined }>,
  nowMs: number,
  code: string = codeIdentity(),
): string {
  const hash = crypto.createHash('sha256').update(code).update('\0');
  for (const { name, seed } of seeds)
    hash
      .update(name)
      .update('\0')
      .update(seed ? seed.toString() : '-')
      .update('\0');
  hash.update(String(Math.floor(nowMs / DAY_MS)));
  return hash.digest('hex');
}

let code: string | undefined;
function codeIdentity(): string {
  code ??= crypto
    .createHash('sha256')
    .update(fs.readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex');
  return code;
}

export async function demoSeedCurrent(db: Queryable, fingerprint: string): Promise<boolean> {
  const { rows } = await db.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM demo_seed_state WHERE id = 1',
  );
  return rows[0]?.fingerprint === fingerprint;
}

/** Recorded only once every seed has run to the end: a start that failed half-way runs them all again. */
export async function recordDemoSeed(db: Queryable, fingerprint: string): Promise<void> {
  await db.query(
    `INSERT INTO demo_seed_state (id, fingerprint) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seeded_at = now()`,
    [fingerprint],
  );
}
