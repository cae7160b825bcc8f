import type { Queryable } from './db';

/** Who did it: an operator (with the address the request came from), or a system job. */
export type AuditActor = { operatorId: number; ip: string } | { system: string };

export interface AuditEntry {
  /** `<area>.<verb>`, e.g. `kyc.approve`, `withdraw.send`. */
  action: string;
  targetType: string;
  targetId: string | number;
  detail?: Record<string, unknown>;
}

/**
 * Writes one `audit_log` row, inside the caller's transaction so the record and the change
 * it describes commit together. The only writer of that table.
 */
export async function recordAudit(
  q: Queryable,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  const operatorId = 'operatorId' in actor ? actor.operatorId : null;
  const detail =
    'system' in actor ? { ...entry.detail, system: actor.system } : (entry.detail ?? {});
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, detail, ip) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      operatorId,
      entry.action,
      entry.targetType,
      String(entry.targetId),
      JSON.stringify(detail),
      'ip' in actor ? actor.ip : '',
    ],
  );
}

export interface AuditRow {
  id: number;
  operator: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: Record<string, unknown>;
  at: number;
}

/** The audit log, newest first, with the operator's e-mail ('system' for jobs). */
export async function auditPage(
  q: Queryable,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const { rows } = await q.query<AuditRow & { total: number }>(
    `SELECT a.id, coalesce(o.email, 'system') AS operator, a.action, a.target_type, a.target_id, a.detail,
            extract(epoch FROM a.at)::bigint AS at, count(*) OVER ()::int AS total
       FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
      ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [window.limit, window.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/**
 * An operator's edit of some fields of one row, in the caller's transaction: a field the edit
 * names takes its value, the others keep the row's. `save` checks and stores the fields (it may
 * fail), then the audit log records them as they were and as they are.
 */
export async function applyEdit<R extends { id: number }, K extends keyof R>(
  q: Queryable,
  actor: AuditActor,
  row: R,
  edit: { [P in K]?: R[P] | undefined },
  keys: readonly K[],
  audit: { action: string; targetType: string },
  save: (after: Pick<R, K>) => Promise<void>,
): Promise<{ id: number }> {
  const before = {} as Pick<R, K>;
  const after = {} as Pick<R, K>;
  for (const k of keys) {
    before[k] = row[k];
    after[k] = edit[k] ?? row[k];
  }
  await save(after);
  await recordAudit(q, actor, { ...audit, targetId: row.id, detail: { before, after } });
  return { id: row.id };
}
