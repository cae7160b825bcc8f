import type { Queryable } from '../../platform/db';

/** Stored settings by key (missing keys are read at their registry default by the caller). */
export async function storedSettings(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings');
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function lockSetting(q: Queryable, key: string): Promise<string | null> {
  const { rows } = await q.query<{ value: string }>(
    'SELECT value FROM settings WHERE key = $1 FOR UPDATE',
    [key],
  );
  return rows[0]?.value ?? null;
}

export async function upsertSetting(
  q: Queryable,
  key: string,
  value: string,
  isPublic: boolean,
): Promise<void> {
  await q.query(
    `INSERT INTO settings (key, value, is_public) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value, isPublic],
  );
}
