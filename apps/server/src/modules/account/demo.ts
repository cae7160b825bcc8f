import type { DemoSeed } from '../../platform/module';
import { hashPassword } from '../../platform/passwords';

export const DEMO_USER = { email: 'demo@tidemark.dev', password: 'demo-pass-1', payPassword: 'demo-fund-1' };

/**
 * The demo user: e-mail and phone bound, level 1 verified through an approved application,
 * a fund password set. Created once; later starts leave it as it is.
 */
export const seedAccountsDemo: DemoSeed = async ({ db, log }) => {
  const existing = await db.query('SELECT 1 FROM users WHERE email = $1', [DEMO_USER.email]);
  if (existing.rowCount) return;
  const [passwordHash, payHash] = await Promise.all([hashPassword(DEMO_USER.password), hashPassword(DEMO_USER.payPassword)]);
  await db.tx(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (email, phone, area_code, password_hash, pay_password_hash, nickname, signature,
                          extension_code, kyc_level, email_bound_at, phone_bound_at)
       VALUES ($1, '5550100', '1', $2, $3, 'Demo', 'Trading the tide', 'DEMO2026', 1, now(), now())
       RETURNING id`,
      [DEMO_USER.email, passwordHash, payHash],
    );
    await tx.query(
      `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id, status, reviewed_at)
       VALUES ($1, 1, 1, 'Demo Trader', 'DEMO00001', 'approved', now())`,
      [rows[0]!.id],
    );
  });
  log.info({ email: DEMO_USER.email }, 'demo user created');
};
