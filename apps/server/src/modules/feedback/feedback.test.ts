import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback, Page } from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { multipart, operatorToken, PNG_1PX, registerByEmail } from '../../test/accounts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorToken(t.app);
});
afterAll(async () => t?.close());

async function upload(token: string, kind: string): Promise<string> {
  const form = multipart('file', 'shot.png', PNG_1PX);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    headers: { authorization: token, ...form.headers },
    payload: form.payload,
  });
  return res.json().message as string;
}
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await call(t.app, 'POST', '/api/feedback/list', body, { token })).body.message as Page<Feedback>;

describe('feedback', () => {
  it('takes a category, a text and up to 3 of the user’s own screenshots; the reply reaches the inbox', async () => {
    const u = await registerByEmail(t.app);
    const shots = [await upload(u.token, 'feedback'), await upload(u.token, 'feedback')];
    const sent = await call(
      t.app,
      'POST',
      '/api/feedback/submit',
      { category: 'deposit', content: 'My deposit is late', images: shots },
      { token: u.token },
    );
    expect(sent.body.type).toBe('ok');
    const id = (sent.body.message as { id: number }).id;
    expect((await list(u.token)).data).toMatchObject([
      { id, category: 'deposit', content: 'My deposit is late', images: shots, reply: null },
    ]);
    expect((await list(u.token, { is_red: '1' })).total).toBe(0);

    const open = (await call(t.app, 'GET', '/api/admin/feedback', {}, { token: op })).body
      .message as Page<{
      id: number;
      user_id: number;
    }>;
    expect(open.data.find((f) => f.id === id)?.user_id).toBe(u.userId);
    const reply = await call(
      t.app,
      'POST',
      '/api/admin/feedback/reply',
      { id, reply: 'Credited now' },
      { token: op },
    );
    expect(reply.body.type).toBe('ok');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/feedback/reply',
          { id, reply: 'again' },
          { token: op },
        )
      ).body.code,
    ).toBe('feedback_already_replied');
    expect((await list(u.token, { is_red: '1' })).data[0]).toMatchObject({
      id,
      reply: 'Credited now',
    });
    const inbox = (
      await call(t.app, 'GET', '/api/message/list', {}, { token: u.token, lang: 'zh' })
    ).body.message as Page<{ kind: string; content: string }>;
    expect(inbox.data[0]).toMatchObject({
      kind: 'feedback_reply',
      content: `客服回复了您的反馈 #${id}：Credited now`,
    });
  });

  it('takes one screenshot sent as a form field, as the app sends it', async () => {
    const u = await registerByEmail(t.app);
    const shot = await upload(u.token, 'feedback');
    const sent = await call(
      t.app,
      'POST',
      '/api/feedback/submit',
      { category: 'bug', content: 'The chart is blank', images: shot },
      { token: u.token, form: true },
    );
    expect(sent.body.type).toBe('ok');
    expect((await list(u.token)).data[0]).toMatchObject({ images: [shot] });
  });

  it('refuses another user’s screenshot, one of another kind, more than 3, and a user on the operator side', async () => {
    const u = await registerByEmail(t.app);
    const other = await registerByEmail(t.app);
    const theirs = await upload(other.token, 'feedback');
    const avatar = await upload(u.token, 'avatar');
    const submit = (images: string[]) =>
      call(
        t.app,
        'POST',
        '/api/feedback/submit',
        { category: 'bug', content: 'It breaks', images },
        { token: u.token },
      );
    expect((await submit([theirs])).body.code).toBe('feedback_image_invalid');
    expect((await submit([avatar])).body.code).toBe('feedback_image_invalid');
    const mine = await Promise.all([1, 2, 3, 4].map(() => upload(u.token, 'feedback')));
    expect((await submit(mine)).body.code).toBe('validation_failed');
    expect((await list(u.token)).total).toBe(0);
    expect((await list(other.token)).total).toBe(0);
    expect(
      (await call(t.app, 'GET', '/api/admin/feedback', {}, { token: u.token })).body.type,
    ).toBe('999');
  });
});
