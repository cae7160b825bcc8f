import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';

/** Creates an operator, or resets the name and password of the one with this e-mail. */
export async function upsertOperator(q: Queryable, o: { email: string; name: string; passwordHash: string }): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO operators (email, name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash
     RETURNING id`,
    [o.email, o.name, o.passwordHash],
  );
  return must(rows[0], 'operator upsert returns its id').id;
}

export async function operatorByEmail(q: Queryable, email: string): Promise<{ id: number; password_hash: string } | null> {
  const { rows } = await q.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM operators WHERE email = $1', [email]);
  return rows[0] ?? null;
}
