import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';

export interface ConversationRow {
  id: number;
  user_id: number | null;
  device_id: string | null;
}
export interface MessageRow {
  id: number;
  sender: 'user' | 'operator';
  text: string;
  image: string | null;
  read: boolean;
  created_s: number;
}

export async function byUser(q: Queryable, userId: number): Promise<ConversationRow | null> {
  const { rows } = await q.query<ConversationRow>(
    'SELECT id, user_id, device_id FROM support_conversations WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** A visitor's conversation (never one that already belongs to a user). */
export async function byDevice(q: Queryable, deviceId: string): Promise<ConversationRow | null> {
  const { rows } = await q.query<ConversationRow>(
    'SELECT id, user_id, device_id FROM support_conversations WHERE device_id = $1 AND user_id IS NULL FOR UPDATE',
    [deviceId],
  );
  return rows[0] ?? null;
}

export async function byId(q: Queryable, id: number): Promise<ConversationRow | null> {
  const { rows } = await q.query<ConversationRow>(
    'SELECT id, user_id, device_id FROM support_conversations WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function create(
  q: Queryable,
  owner: { userId: number | null; deviceId: string | null },
): Promise<ConversationRow> {
  const { rows } = await q.query<ConversationRow>(
    `INSERT INTO support_conversations (user_id, device_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING id, user_id, device_id`,
    [owner.userId, owner.deviceId],
  );
  return rows[0]!;
}

/** A visitor conversation becomes the user's; with one already, its messages move over. */
export async function adopt(q: Queryable, visitor: ConversationRow, userId: number) {
  const mine = await byUser(q, userId);
  if (!mine) {
    await q.query('UPDATE support_conversations SET user_id = $2, device_id = NULL WHERE id = $1', [
      visitor.id,
      userId,
    ]);
    return;
  }
  await q.query('UPDATE support_messages SET conversation_id = $2 WHERE conversation_id = $1', [
    visitor.id,
    mine.id,
  ]);
  await q.query('DELETE FROM support_conversations WHERE id = $1', [visitor.id]);
}

export async function insertMessage(
  q: Queryable,
  m: {
    conversationId: number;
    sender: 'user' | 'operator';
    operatorId: number | null;
    text: string;
    image: string | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO support_messages (conversation_id, sender, operator_id, text, image) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [m.conversationId, m.sender, m.operatorId, m.text, m.image],
  );
  await q.query('UPDATE support_conversations SET last_message_at = now() WHERE id = $1', [
    m.conversationId,
  ]);
  return rows[0]!.id;
}

export async function sentSince(
  q: Queryable,
  conversationId: number,
  since: Date,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM support_messages WHERE conversation_id = $1 AND sender = 'user' AND created_at > $2`,
    [conversationId, since],
  );
  return rows[0]!.n;
}

export async function messages(
  q: Queryable,
  conversationId: number,
  page: { page: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const { rows } = await q.query<MessageRow>(
    `SELECT id, sender, text, image, read_at IS NOT NULL AS read, extract(epoch FROM created_at)::bigint AS created_s
     FROM support_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [conversationId, ...pageWindow(page)],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM support_messages WHERE conversation_id = $1',
    [conversationId],
  );
  return { rows, total: count.rows[0]!.n };
}

/** Marks what the other side sent as read. */
/** Marks `from`'s unread messages read; how many it marked (0: nothing new to announce). */
export async function markRead(
  q: Queryable,
  conversationId: number,
  from: 'user' | 'operator',
): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE support_messages SET read_at = now() WHERE conversation_id = $1 AND sender = $2 AND read_at IS NULL',
    [conversationId, from],
  );
  return rowCount ?? 0;
}

/** A conversation as the desk lists it: its unread user messages and last message time. */
export interface ConversationListRow {
  id: number;
  user_id: number | null;
  unread: number;
  last_s: number;
}

export async function conversations(q: Queryable, page: { page: number; limit: number }) {
  const { rows } = await q.query<ConversationListRow>(
    `SELECT c.id, c.user_id,
       (SELECT count(*)::int FROM support_messages m WHERE m.conversation_id = c.id AND m.sender = 'user' AND m.read_at IS NULL) AS unread,
       extract(epoch FROM c.last_message_at)::bigint AS last_s
     FROM support_conversations c ORDER BY c.last_message_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
    pageWindow(page),
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM support_conversations',
  );
  return { rows, total: count.rows[0]!.n };
}

export async function ownUpload(q: Queryable, userId: number, name: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM uploads WHERE user_id = $1 AND kind = 'support' AND name = $2`,
    [userId, name],
  );
  return (rowCount ?? 0) > 0;
}

/** Conversations with a user's message no operator has read (the console's queue). */
export async function unreadConversationCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(DISTINCT conversation_id)::int AS n FROM support_messages
      WHERE sender = 'user' AND read_at IS NULL`,
  );
  return rows[0]!.n;
}
