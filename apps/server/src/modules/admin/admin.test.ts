import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { totpAt } from '../../platform/totp';
import { createOperator, DEMO_OPERATOR } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
async function newOperator() {
  seq += 1;
  const email = `op${seq}@tidemark.dev`;
  const { id, totpSecret } = await createOperator(t.db, {
    email,
    name: `Operator ${seq}`,
    password: 'operator-pass-1',
  });
  return { id, email, password: 'operator-pass-1', totpSecret };
}
const login = (body: Record<string, unknown>, lang?: string) =>
  call(t.app, 'POST', '/api/admin/login', body, lang ? { lang } : {});
const code = (secret: string) => totpAt(secret, Date.now());
/** A valid code that is not the current one nor a neighbour: the code of an hour ago. */
const staleCode = (secret: string) => totpAt(secret, Date.now() - 3_600_000);
const sessions = async (operatorId: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operator_sessions WHERE operator_id = $1',
      [operatorId],
    )
  ).rows[0]!.n;

describe('operator sign-in', () => {
  it('needs the password and a TOTP code: no session from the password alone or with a wrong code', async () => {
    const op = await newOperator();
    expect((await login({ email: op.email, password: op.password })).body).toMatchObject({
      type: 'error',
      code: 'totp_required',
    });
    expect(
      (await login({ email: op.email, password: 'wrong-pass-1', totp_code: code(op.totpSecret) }))
        .body.code,
    ).toBe('operator_login_failed');
    const stale =
      staleCode(op.totpSecret) === code(op.totpSecret) ? '000000' : staleCode(op.totpSecret);
    expect(
      (await login({ email: op.email, password: op.password, totp_code: stale })).body.code,
    ).toBe('totp_invalid');
    expect(
      (await login({ email: op.email, password: op.password, totp_code: '12345' })).body.code,
    ).toBe('validation_failed');
    expect(await sessions(op.id)).toBe(0);
    const ok = await login({
      email: op.email.toUpperCase(),
      password: op.password,
      totp_code: code(op.totpSecret),
    });
    expect(ok.body.type).toBe('ok');
    expect(
      (await call(t.app, 'GET', '/api/admin/audit', {}, { token: ok.body.message as string })).body
        .type,
    ).toBe('ok');
    expect(await sessions(op.id)).toBe(1);
  });

  it('gives an operator without an enrolled TOTP secret no session until operator:create enrols one', async () => {
    const op = await newOperator();
    await t.db.query('UPDATE operators SET totp_secret = NULL WHERE id = $1', [op.id]);
    const res = await login(
      { email: op.email, password: op.password, totp_code: code(op.totpSecret) },
      'kor',
    );
    expect(res.body).toMatchObject({ type: 'error', code: 'operator_totp_not_enrolled' });
    expect(res.body.message).toContain('operator:create');
    // Without the right password the answer is the ordinary failure: nothing about enrolment.
    expect((await login({ email: op.email, password: 'wrong-pass-1' })).body.code).toBe(
      'operator_login_failed',
    );
    expect(await sessions(op.id)).toBe(0);
    const again = await createOperator(t.db, {
      email: op.email,
      name: 'Again',
      password: op.password,
    });
    expect(again).toMatchObject({ id: op.id, totpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(
      (await login({ email: op.email, password: op.password, totp_code: code(again.totpSecret) }))
        .body.type,
    ).toBe('ok');
  });

  it('locks an e-mail for 15 minutes after 5 wrong sign-ins in 15 minutes, and answers an unknown e-mail the same way', async () => {
    const op = await newOperator();
    const answers = async (email: string) => {
      const codes: string[] = [];
      for (let i = 0; i < 6; i += 1)
        codes.push(
          (await login({ email, password: `wrong-pass-${i}`, totp_code: '123456' })).body.code ??
            'ok',
        );
      // The right password and code do not pass the lock either.
      const right = await login(
        { email, password: op.password, totp_code: code(op.totpSecret) },
        'fra',
      );
      codes.push(right.body.code ?? 'ok');
      return { codes, message: right.body.message };
    };
    const known = await answers(op.email);
    expect(known.codes).toEqual([
      ...Array(4).fill('operator_login_failed'),
      'operator_locked',
      'operator_locked',
      'operator_locked',
    ]);
    expect(known.message).toBe('Trop d’échecs de connexion opérateur. Réessayez dans 15 minutes');
    expect(await answers('nobody-here@tidemark.dev')).toEqual(known);
    expect(await sessions(op.id)).toBe(0);
    // The lock of a real operator is audited, with where the tries came from; an unknown
    // e-mail has no one to name.
    const locks = await t.db.query<{ target_type: string; detail: { ip: string } }>(
      `SELECT target_type, detail FROM audit_log
        WHERE action = 'operator.login_locked' AND target_id = $1`,
      [String(op.id)],
    );
    expect(locks.rows).toHaveLength(1);
    expect(locks.rows[0]).toMatchObject({ target_type: 'operator', detail: { ip: '127.0.0.1' } });

    // 15 minutes later the lock is gone, and the count starts afresh.
    await t.db.query(
      `UPDATE operator_login_locks SET locked_until = now() - interval '1 second' WHERE email = $1`,
      [op.email],
    );
    expect(
      (await login({ email: op.email, password: op.password, totp_code: code(op.totpSecret) })).body
        .type,
    ).toBe('ok');
    expect((await login({ email: op.email, password: 'wrong-pass-1' })).body.code).toBe(
      'operator_login_failed',
    );
  });

  it('counts wrong TOTP codes toward the lock-out, but not a missing one', async () => {
    const op = await newOperator();
    for (let i = 0; i < 6; i += 1)
      expect((await login({ email: op.email, password: op.password })).body.code).toBe(
        'totp_required',
      );
    const stale =
      staleCode(op.totpSecret) === code(op.totpSecret) ? '000000' : staleCode(op.totpSecret);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(
        (await login({ email: op.email, password: op.password, totp_code: stale })).body.code ??
          'ok',
      );
    expect(codes).toEqual([...Array(4).fill('totp_invalid'), 'operator_locked']);
    expect(
      (await login({ email: op.email, password: op.password, totp_code: code(op.totpSecret) })).body
        .code,
    ).toBe('operator_locked');
  });

  it('signs the demo operator in with the README’s TOTP secret, enrolling it on a database that had none', async () => {
    await t.app.services.admin.seedOperator(DEMO_OPERATOR);
    const demo = { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password };
    expect(
      (await login({ ...demo, totp_code: totpAt('TIDEMARKDEMOOPERATORTOTPSECRET22', Date.now()) }))
        .body.type,
    ).toBe('ok');
    await t.db.query('UPDATE operators SET totp_secret = NULL WHERE email = $1', [
      DEMO_OPERATOR.email,
    ]);
    await t.app.services.admin.seedOperator(DEMO_OPERATOR);
    expect(
      (await login({ ...demo, totp_code: totpAt(DEMO_OPERATOR.totpSecret, Date.now()) })).body.type,
    ).toBe('ok');
  });
});
