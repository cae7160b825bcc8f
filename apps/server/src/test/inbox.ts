import { renderMessage, type MESSAGE_KINDS, type Lang } from '@tidemark/contracts';
import type { Queryable } from '../platform/db';

export interface StoredMessage {
  user_id: number;
  kind: string;
  params: Record<string, string>;
  event_key: string;
}

/**
 * Every inbox message whose event key matches a LIKE pattern, whoever it went to, oldest
 * first: a test sees both that the right user got it and that nobody else did.
 */
export async function eventMessages(db: Queryable, keyPattern: string): Promise<StoredMessage[]> {
  const { rows } = await db.query<StoredMessage>(
    `SELECT user_id::int AS user_id, kind, params, event_key FROM messages
      WHERE event_key LIKE $1 ORDER BY id`,
    [keyPattern],
  );
  return rows;
}

/** A stored message as its reader sees it. */
export function rendered(m: StoredMessage, lang: Lang = 'en'): string {
  return renderMessage(m.kind as keyof typeof MESSAGE_KINDS, m.params, lang).content;
}

/** Who got which kind: the shape most event tests compare. */
export const recipients = (rows: StoredMessage[]) => rows.map((r) => [r.user_id, r.kind]);

/** A decimal as messages show it: without trailing zeros. */
export const trimmed = (v: string) =>
  v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
