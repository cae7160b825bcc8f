import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable, Db } from './db';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  target: string;
  subject: string;
  body: string;
}

/** Something that delivers one channel; an SMS gateway is another adapter behind this. */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

export function smtpTransport(url: string, from = 'Tidemark <no-reply@tidemark.dev>'): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(m) {
      await transporter.sendMail({ from, to: m.target, subject: m.subject, text: m.body });
    },
  };
}

/**
 * Every e-mail and SMS goes through here. It is recorded in the `outbox` table inside the
 * caller's transaction, then delivered after commit. Without a real transport for a channel
 * the message is only logged, and (for loopback requests) readable at GET /api/dev/outbox.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly transports: Partial<Record<OutgoingMessage['channel'], Transport>>,
  ) {}

  /** True while a channel has no real provider: the dev outbox may show its messages. */
  isDevChannel(channel: OutgoingMessage['channel']): boolean {
    return !this.transports[channel];
  }

  async record(q: Queryable, m: OutgoingMessage): Promise<number> {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO outbox (channel, target, subject, body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [m.channel, m.target, m.subject, m.body],
    );
    return rows[0]!.id;
  }

  /** Call after the transaction that recorded the message has committed. */
  async deliver(id: number): Promise<void> {
    const { rows } = await this.db.query<OutgoingMessage & { id: number }>(
      `SELECT id, channel, target, subject, body FROM outbox WHERE id = $1 AND status = 'pending'`,
      [id],
    );
    const m = rows[0];
    if (!m) return;
    const transport = this.transports[m.channel];
    if (!transport) {
      // The embedded default: the message (with its code) goes to the server log only.
      this.log.info({ outbox: { channel: m.channel, target: m.target, subject: m.subject, body: m.body } }, 'outbox message (no provider configured)');
      await this.db.query(`UPDATE outbox SET status = 'logged', sent_at = now() WHERE id = $1`, [id]);
      return;
    }
    try {
      await transport.deliver(m);
      await this.db.query(`UPDATE outbox SET status = 'sent', sent_at = now() WHERE id = $1`, [id]);
    } catch (err) {
      this.log.error({ err, outboxId: id, channel: m.channel }, 'outbox delivery failed');
      await this.db.query(`UPDATE outbox SET status = 'failed', error = $2 WHERE id = $1`, [id, String((err as Error).message).slice(0, 300)]);
    }
  }

  async latest(channel: OutgoingMessage['channel'] | undefined, limit: number) {
    const { rows } = await this.db.query<{ id: number; channel: 'email' | 'sms'; target: string; subject: string; body: string; created_at: number }>(
      `SELECT id, channel, target, subject, body, extract(epoch FROM created_at)::bigint AS created_at
         FROM outbox WHERE ($1::text IS NULL OR channel = $1) ORDER BY id DESC LIMIT $2`,
      [channel ?? null, limit],
    );
    return rows;
  }
}
