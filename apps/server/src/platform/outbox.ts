import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Queryable, Db } from './db';
import { httpSmsTransport, smtpTransport, type OutgoingMessage, type Transport } from './providers';

export type { OutgoingMessage, Transport } from './providers';

/** A message recorded inside a transaction, to hand to `deliver` once it has committed. */
export interface PendingMessage {
  id: number;
  message: OutgoingMessage;
}

export interface DevOutboxEntry extends OutgoingMessage {
  id: number;
  created_at: number;
}

/** How many messages the dev outbox remembers (memory only; a restart forgets them). */
const DEV_OUTBOX_SIZE = 200;

/**
 * Every e-mail and SMS goes through here. The `outbox` table records that a message was sent,
 * to whom and how it went, never its text: a message carries a verification code, and codes
 * are kept only hashed (in `verification_codes`). The text lives in memory from `record` to
 * `deliver`, and then only in the provider's hands, or, in demo mode on the embedded
 * defaults, in the in-memory dev outbox that GET /api/dev/outbox shows to this machine.
 */
export class Outbox {
  private readonly held: DevOutboxEntry[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly transports: Partial<Record<OutgoingMessage['channel'], Transport>>,
    /** The dev outbox: on only where no real provider can be (see `createOutbox`). */
    readonly devOutbox: boolean,
  ) {}

  async record(q: Queryable, m: OutgoingMessage): Promise<PendingMessage> {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO outbox (channel, target, subject) VALUES ($1, $2, $3) RETURNING id`,
      [m.channel, m.target, m.subject],
    );
    return { id: rows[0]!.id, message: m };
  }

  /** Call after the transaction that recorded the message has committed. */
  async deliver(pending: PendingMessage): Promise<void> {
    const { id, message: m } = pending;
    const transport = this.transports[m.channel];
    if (!transport) {
      if (this.devOutbox) {
        this.held.unshift({ id, ...m, created_at: Math.floor(Date.now() / 1000) });
        this.held.length = Math.min(this.held.length, DEV_OUTBOX_SIZE);
        this.log.info({ outboxId: id, channel: m.channel }, 'message kept in the dev outbox');
        await this.setStatus(id, 'held', '');
      } else {
        this.log.error(
          { outboxId: id, channel: m.channel },
          `no ${m.channel} provider configured: message not delivered`,
        );
        await this.setStatus(id, 'failed', 'no provider configured');
      }
      return;
    }
    try {
      await transport.deliver(m);
      await this.setStatus(id, 'sent', '');
    } catch (err) {
      // The error's text only: an error object may carry the request it failed on.
      const reason = String((err as Error).message).slice(0, 300);
      this.log.error({ outboxId: id, channel: m.channel, reason }, 'outbox delivery failed');
      await this.setStatus(id, 'failed', reason);
    }
  }

  private async setStatus(
    id: number,
    status: 'sent' | 'held' | 'failed',
    error: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET status = $2, error = $3, sent_at = CASE WHEN $2 = 'failed' THEN NULL ELSE now() END WHERE id = $1`,
      [id, status, error],
    );
  }

  /** The dev outbox's newest messages (empty whenever it is off). */
  latest(channel: OutgoingMessage['channel'] | undefined, limit: number): DevOutboxEntry[] {
    if (!this.devOutbox) return [];
    return this.held.filter((m) => !channel || m.channel === channel).slice(0, limit);
  }
}

/**
 * The outbox of a configuration: SMTP for e-mail when SMTP_URL is set, the HTTP gateway for
 * SMS when SMS_URL is set. The dev outbox is on only in demo mode on the embedded defaults
 * (`config.devOutbox`), and never behind a proxy or beside a real provider, whatever the
 * config says; when it is on, the start-up log says so loudly.
 */
export function createOutbox(db: Db, log: FastifyBaseLogger, config: AppConfig): Outbox {
  const transports: Partial<Record<OutgoingMessage['channel'], Transport>> = {};
  if (config.smtpUrl) transports.email = smtpTransport(config.smtpUrl);
  if (config.smsUrl) transports.sms = httpSmsTransport(config.smsUrl);
  const dev = config.devOutbox && !config.trustProxy && !config.smtpUrl && !config.smsUrl;
  if (dev) {
    log.warn(
      'DEV OUTBOX ON (demo mode on the embedded defaults): e-mails and SMS, verification codes included, are NOT sent; ' +
        'they are kept in memory and shown at GET /api/dev/outbox to requests from this machine only. ' +
        'Set SMTP_URL and SMS_URL (or DATABASE_URL, TRUST_PROXY or DEMO_DATA=0) to turn it off.',
    );
  } else {
    for (const channel of ['email', 'sms'] as const) {
      if (!transports[channel])
        log.warn(
          `no ${channel} provider configured (${channel === 'email' ? 'SMTP_URL' : 'SMS_URL'}): ${channel} messages will not be delivered`,
        );
    }
  }
  return new Outbox(db, log, transports, dev);
}
