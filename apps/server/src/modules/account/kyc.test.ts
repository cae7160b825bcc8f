import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import {
  bindPhone,
  multipart,
  operatorToken,
  operatorTokens,
  PNG_1PX,
  registerByEmail,
} from '../../test/accounts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorToken(t.app);
});
afterAll(async () => t?.close());

let phoneSeq = 1000;
async function verifiedContactsUser() {
  const u = await registerByEmail(t.app);
  phoneSeq += 1;
  const bound = await bindPhone(
    t.app,
    u.token,
    '1',
    `555${phoneSeq}${String(process.pid).slice(-3)}`,
  );
  expect(bound.body.type).toBe('ok');
  return u;
}

const level1 = (card: string) => ({
  real_type: '1',
  id_type: '1',
  name: 'Ada Lovelace',
  card_id: card,
});
const state = async (token: string) =>
  (await call(t.app, 'GET', '/api/real/state', {}, { token })).body.message as Record<
    string,
    unknown
  > & { basic: { state: string; reason: string }; advanced: { state: string } };
const pending = async () =>
  (
    (await call(t.app, 'GET', '/api/admin/kyc', { status: 'pending', limit: 100 }, { token: op }))
      .body.message as { data: Array<{ id: number; user_id: number; level: number }> }
  ).data;

async function upload(token: string, kind: string) {
  const form = multipart('file', 'doc.png', PNG_1PX);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    headers: { authorization: token, ...form.headers },
    payload: form.payload,
  });
  return res.json().message as string;
}

describe('identity verification', () => {
  it('needs both e-mail and phone bound before level 1', async () => {
    const u = await registerByEmail(t.app);
    const res = await call(t.app, 'POST', '/api/user/real', level1('P1000001'), {
      token: u.token,
      lang: 'hk',
    });
    expect(res.body).toMatchObject({
      code: 'kyc_contacts_required',
      message: '認證前請先綁定郵箱和手機號',
    });
  });

  it('goes from not verified to in review to verified when an operator approves, with an audit entry', async () => {
    const u = await verifiedContactsUser();
    expect((await state(u.token)).basic.state).toBe('not_verified');
    expect(
      (await call(t.app, 'POST', '/api/user/real', level1('P2000002'), { token: u.token })).body
        .type,
    ).toBe('ok');
    expect(await state(u.token)).toMatchObject({
      review_status: 1,
      basic: { state: 'in_review' },
      card_id: 'P2****02',
    });
    expect(
      (await call(t.app, 'POST', '/api/user/real', level1('P2000003'), { token: u.token })).body
        .code,
    ).toBe('kyc_already_submitted');

    const application = (await pending()).find((a) => a.user_id === u.userId)!;
    const approved = await call(
      t.app,
      'POST',
      '/api/admin/kyc/approve',
      { id: application.id },
      { token: op },
    );
    expect(approved.body).toMatchObject({ type: 'ok', message: { user_id: u.userId, level: 1 } });
    expect(await state(u.token)).toMatchObject({
      level: 1,
      review_status: 2,
      basic: { state: 'verified' },
    });
    expect(
      (await call(t.app, 'GET', '/api/user/info', {}, { token: u.token })).body.message,
    ).toMatchObject({ kyc_level: 1 });

    const audit = (await call(t.app, 'GET', '/api/admin/audit', {}, { token: op })).body
      .message as { data: Array<{ operator: string; action: string; target_id: string }> };
    expect(audit.data).toContainEqual(
      expect.objectContaining({
        operator: 'reviewer@tidemark.dev',
        action: 'kyc.approve',
        target_id: String(application.id),
      }),
    );
    expect(
      (await call(t.app, 'POST', '/api/admin/kyc/approve', { id: application.id }, { token: op }))
        .body.code,
    ).toBe('kyc_not_pending');
  });

  it('shows a rejection with its reason, and frees the card number', async () => {
    const u = await verifiedContactsUser();
    await call(t.app, 'POST', '/api/user/real', level1('P3000003'), { token: u.token });
    const other = await verifiedContactsUser();
    expect(
      (await call(t.app, 'POST', '/api/user/real', level1('p3000003'), { token: other.token })).body
        .code,
    ).toBe('kyc_card_in_use');

    const application = (await pending()).find((a) => a.user_id === u.userId)!;
    const rejected = await call(
      t.app,
      'POST',
      '/api/admin/kyc/reject',
      { id: application.id, reason: 'Photo unreadable' },
      { token: op },
    );
    expect(rejected.body.type).toBe('ok');
    expect(await state(u.token)).toMatchObject({
      level: 0,
      basic: { state: 'failed', reason: 'Photo unreadable' },
    });
    expect(
      (await call(t.app, 'POST', '/api/user/real', level1('P3000003'), { token: other.token })).body
        .type,
    ).toBe('ok');
    // The rejected user may submit again.
    expect(
      (await call(t.app, 'POST', '/api/user/real', level1('P3000009'), { token: u.token })).body
        .type,
    ).toBe('ok');
  });

  it('takes level 2 photos only after level 1, and only the user’s own private uploads', async () => {
    const u = await verifiedContactsUser();
    const front = await upload(u.token, 'kyc');
    const back = await upload(u.token, 'kyc');
    const photos = { real_type: '2', front_pic: front, reverse_pic: back };
    expect(
      (await call(t.app, 'POST', '/api/user/real', photos, { token: u.token })).body.code,
    ).toBe('kyc_level1_first');
    await call(t.app, 'POST', '/api/user/real', level1('P4000004'), { token: u.token });
    const application = (await pending()).find((a) => a.user_id === u.userId)!;
    await call(t.app, 'POST', '/api/admin/kyc/approve', { id: application.id }, { token: op });

    const stranger = await verifiedContactsUser();
    const strangers = await upload(stranger.token, 'kyc');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/real',
          { ...photos, reverse_pic: strangers },
          { token: u.token },
        )
      ).body.code,
    ).toBe('kyc_image_invalid');
    expect(
      (await call(t.app, 'POST', '/api/user/real', photos, { token: u.token })).body.type,
    ).toBe('ok');
    expect((await state(u.token)).advanced.state).toBe('in_review');

    // Identity documents are never public; an operator can read them.
    expect((await t.app.inject({ method: 'GET', url: front })).statusCode).toBe(404);
    const asOperator = await t.app.inject({
      method: 'GET',
      url: `/api/admin${front}`,
      headers: { authorization: op },
    });
    expect(asOperator.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin${front}`,
          headers: { authorization: u.token },
        })
      ).json(),
    ).toMatchObject({ type: '999' });
    // Only those who review identities may open one, and every opening is in the audit log.
    const roles = await operatorTokens(t.app, ['compliance', 'finance', 'support', 'content']);
    const open = (token: string, path: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin${path}`, headers: { authorization: token } });
    expect((await open(roles.compliance, front)).headers['content-type']).toBe('image/png');
    for (const role of ['finance', 'support', 'content'] as const)
      expect((await open(roles[role], front)).json(), role).toMatchObject({
        type: 'error',
        code: 'operator_forbidden',
      });
    const views = await t.db.query<{ name: string }>(
      `SELECT detail->>'name' AS name FROM audit_log
        WHERE action = 'upload.view' AND target_type = 'user' AND target_id = $1`,
      [String(u.userId)],
    );
    // The admin's opening above and the compliance officer's; refusals open nothing.
    expect(views.rows.map((r) => r.name)).toEqual([front.slice(9), front.slice(9)]);
    // A voucher is for those who review deposits or OTC appeals.
    const voucher = await upload(u.token, 'voucher');
    expect((await open(roles.finance, voucher)).headers['content-type']).toBe('image/png');
    expect((await open(roles.content, voucher)).json()).toMatchObject({
      code: 'operator_forbidden',
    });

    const advanced = (await pending()).find((a) => a.user_id === u.userId && a.level === 2)!;
    await call(t.app, 'POST', '/api/admin/kyc/approve', { id: advanced.id }, { token: op });
    expect(await state(u.token)).toMatchObject({
      level: 2,
      real_status: 2,
      advanced_review_status: 2,
    });
  });

  it('refuses a rejection without a reason', async () => {
    const res = await call(t.app, 'POST', '/api/admin/kyc/reject', { id: 1 }, { token: op });
    expect(res.body.fields).toEqual([
      expect.objectContaining({ field: 'reason', code: 'required' }),
    ]);
  });
});
