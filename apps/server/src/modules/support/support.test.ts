import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SupportMessage } from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { multipart, operatorToken, PNG_1PX, registerByEmail } from '../../test/accounts';

let t: TestApp;
const pushed: Array<{ userId: number; event: string }> = [];
beforeAll(async () => {
  t = await createTestApp();
  const toUser = t.app.realtime.toUser;
  t.app.realtime.toUser = (userId, event, payload) => {
    pushed.push({ userId, event });
    toUser(userId, event, payload);
  };
});
afterAll(async () => t?.close());

const device = () => `dev-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const history = async (body: Record<string, unknown>, token?: string) => {
  const r = await call(t.app, 'POST', '/api/support/history', body, token ? { token } : {});
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return (r.body.message as Page<SupportMessage>).data;
};
const send = (body: Record<string, unknown>, token?: string) =>
  call(t.app, 'POST', '/api/support/send', body, token ? { token } : {});

describe('support chat', () => {
  it('a visitor chats by device id; another device sees nothing; at login the history follows', async () => {
    const d = device();
    expect((await send({ device_id: d, text: 'Hello?' })).body.type).toBe('ok');
    expect((await history({ device_id: d })).map((m) => m.text)).toEqual(['Hello?']);
    expect(await history({ device_id: device() })).toEqual([]);
    expect((await send({ text: 'no id' })).body.code).toBe('support_identity_required');

    const u = await registerByEmail(t.app);
    expect((await send({ text: 'Logged in now' }, u.token)).body.type).toBe('ok');
    // Opening the chat signed in on that device brings the visitor's messages along.
    expect((await history({ device_id: d }, u.token)).map((m) => m.text)).toEqual([
      'Logged in now',
      'Hello?',
    ]);
    expect(await history({ device_id: d })).toEqual([]);
  });

  it('an operator with the support role answers; without it, nothing; a user never reads another’s chat', async () => {
    const a = await registerByEmail(t.app);
    const b = await registerByEmail(t.app);
    const sent = await send({ text: 'Where is my deposit?' }, a.token);
    const conversation = (sent.body.message as { conversation_id: number }).conversation_id;
    expect(await history({}, b.token)).toEqual([]);

    // A role without the support desk (finance) is refused; the support role answers.
    const finance = await operatorToken(t.app, 'finance');
    expect(
      (await call(t.app, 'GET', '/api/admin/support/conversations', {}, { token: finance })).body
        .code,
    ).toBe('operator_forbidden');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/support/send',
          { conversation_id: conversation, text: 'x' },
          { token: finance },
        )
      ).body.code,
    ).toBe('operator_forbidden');
    const op = await operatorToken(t.app, 'support');

    const list = (await call(t.app, 'GET', '/api/admin/support/conversations', {}, { token: op }))
      .body.message as Page<{
      id: number;
      user_id: number;
      unread: number;
    }>;
    expect(list.data.find((c) => c.id === conversation)).toMatchObject({
      user_id: a.userId,
      unread: 1,
    });
    const msgs = (
      await call(
        t.app,
        'GET',
        '/api/admin/support/messages',
        { conversation_id: conversation },
        { token: op },
      )
    ).body.message as Page<SupportMessage>;
    expect(msgs.data.map((m) => [m.sender, m.text])).toEqual([['user', 'Where is my deposit?']]);
    const reply = await call(
      t.app,
      'POST',
      '/api/admin/support/send',
      { conversation_id: conversation, text: 'Credited' },
      { token: op },
    );
    expect(reply.body.type).toBe('ok');
    // The reply is audited: who, which conversation and message, never the text itself.
    const replyId = (reply.body.message as { id: number }).id;
    const audit = await t.db.query<{ operator_email: string; target_id: string; detail: unknown }>(
      `SELECT o.email AS operator_email, a.target_id, a.detail
         FROM audit_log a JOIN operators o ON o.id = a.operator_id
        WHERE a.action = 'support.reply' AND a.target_type = 'support_conversation'
          AND a.detail->>'message_id' = $1`,
      [String(replyId)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      operator_email: 'support@tidemark.dev',
      target_id: String(conversation),
      detail: { message_id: replyId, user_id: a.userId, image: false, length: 8 },
    });
    expect(JSON.stringify(audit.rows[0]!.detail)).not.toContain('Credited');
    // The refused finance reply above left no audit row and no message.
    expect(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_log WHERE action = 'support.reply' AND target_id = $1`,
          [String(conversation)],
        )
      ).rows[0]!.n,
    ).toBe(1);
    expect(pushed).toContainEqual({ userId: a.userId, event: 'support' });
    expect((await history({}, a.token)).map((m) => [m.sender, m.text])).toEqual([
      ['operator', 'Credited'],
      ['user', 'Where is my deposit?'],
    ]);
    // No socket open: the reply is in the inbox too, in the reader's language.
    const inbox = (
      await call(t.app, 'GET', '/api/message/list', {}, { token: a.token, lang: 'fra' })
    ).body.message as Page<{ kind: string; content: string }>;
    expect(inbox.data[0]).toMatchObject({
      kind: 'support_reply',
      content: 'Le support vous a répondu dans le chat : Credited',
    });
    expect(
      (await call(t.app, 'GET', '/api/admin/support/conversations', {}, { token: a.token })).body
        .type,
    ).toBe('999');
  });

  it('takes 30 messages a minute, then refuses until the minute has passed', async () => {
    const u = await registerByEmail(t.app);
    for (let i = 0; i < 30; i++)
      expect((await send({ text: `m${i}` }, u.token)).body.type).toBe('ok');
    expect((await send({ text: 'one too many' }, u.token)).body.code).toBe('support_rate_limited');
    t.app.clock.advance(61_000);
    expect((await send({ text: 'later' }, u.token)).body.type).toBe('ok');
  });

  it('sends images through the upload checks: the user’s own chat upload only', async () => {
    const u = await registerByEmail(t.app);
    const other = await registerByEmail(t.app);
    const up = async (token: string, kind: string) => {
      const form = multipart('file', 'a.png', PNG_1PX);
      return (
        await t.app.inject({
          method: 'POST',
          url: `/api/upload?kind=${kind}`,
          headers: { authorization: token, ...form.headers },
          payload: form.payload,
        })
      ).json().message as string;
    };
    const mine = await up(u.token, 'support');
    expect((await send({ image: mine }, u.token)).body.type).toBe('ok');
    expect((await send({ image: await up(other.token, 'support') }, u.token)).body.code).toBe(
      'support_image_invalid',
    );
    expect((await send({ image: await up(u.token, 'avatar') }, u.token)).body.code).toBe(
      'support_image_invalid',
    );
    expect((await send({ device_id: device(), image: mine })).body.code).toBe(
      'support_image_invalid',
    );
    expect((await history({}, u.token)).map((m) => m.image)).toEqual([mine]);
  });
});
