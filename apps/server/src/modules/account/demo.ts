import type { Db } from '../../platform/db';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/passwords';
import * as repo from './account.repo';

export const DEMO_USER = {
  email: 'demo@tidemark.dev',
  password: 'demo-pass-1',
  payPassword: 'demo-fund-1',
};

/**
 * The demo user: e-mail and phone bound, level 1 verified through an approved application,
 * a fund password set. Created once; later starts leave it as it is.
 */
export async function seedAccountsDemo({
  db,
  log,
}: {
  db: Db;
  log: FastifyBaseLogger;
}): Promise<void> {
  if (await repo.emailTaken(db, DEMO_USER.email)) return;
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(DEMO_USER.password),
    hashPassword(DEMO_USER.payPassword),
  ]);
  await db.tx(async (tx) => {
    const userId = await repo.insertDemoUser(tx, {
      email: DEMO_USER.email,
      passwordHash,
      payPasswordHash,
    });
    await repo.insertDemoApplication(tx, userId);
  });
  log.info({ email: DEMO_USER.email }, 'demo user created');
}
