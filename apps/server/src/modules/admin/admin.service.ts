import { pageWindow } from '@tidemark/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import { createOperatorSession } from '../../platform/sessions';

export async function createOperator(
  q: Queryable,
  input: { email: string; name: string; password: string },
): Promise<number> {
  const hash = await hashPassword(input.password);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO operators (email, name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash
     RETURNING id`,
    [input.email.trim().toLowerCase(), input.name, hash],
  );
  return rows[0]!.id;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip: string,
): Promise<string> {
  const { rows } = await app.db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM operators WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  const op = rows[0];
  if (!op) {
    await burnPasswordCheck(password);
    return fail('operator_login_failed');
  }
  if (!(await verifyPassword(op.password_hash, password))) fail('operator_login_failed');
  return app.db.tx(async (tx) => {
    const token = await createOperatorSession(tx, op.id, ip);
    await tx.query(
      `INSERT INTO audit_log (operator_id, action, target_type, target_id, ip) VALUES ($1, 'operator.login', 'operator', $2, $3)`,
      [op.id, String(op.id), ip],
    );
    return token;
  });
}

export async function auditPage(q: Queryable, page: { page: number; limit: number }) {
  const { rows } = await q.query<{
    id: number;
    operator: string;
    action: string;
    target_type: string;
    target_id: string;
    detail: Record<string, unknown>;
    at: number;
    total: number;
  }>(
    `SELECT a.id, coalesce(o.email, 'system') AS operator, a.action, a.target_type, a.target_id, a.detail,
            extract(epoch FROM a.at)::bigint AS at, count(*) OVER ()::int AS total
       FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
      ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [...pageWindow(page)],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
