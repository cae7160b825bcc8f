import { pageWindow, SOCKET_EVENTS } from '@tidemark/contracts';
import { auditPage, recordAudit } from '../../platform/audit';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import { createOperatorSession, resolveOperatorSession } from '../../platform/sessions';
import type { AccountService } from '../account';
import * as repo from './admin.repo';

export type AdminDeps = Pick<Platform, 'db' | 'realtime'> & { account: Pick<AccountService, 'listKycApplications' | 'reviewKyc' | 'anyFile'> };

export async function createOperator(q: Queryable, input: { email: string; name: string; password: string }): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return repo.upsertOperator(q, { email: input.email.trim().toLowerCase(), name: input.name, passwordHash });
}

async function login(deps: AdminDeps, email: string, password: string, ip: string): Promise<string> {
  const op = await repo.operatorByEmail(deps.db, email.trim().toLowerCase());
  if (!op) {
    await burnPasswordCheck(password);
    return fail('operator_login_failed');
  }
  if (!(await verifyPassword(op.password_hash, password))) fail('operator_login_failed');
  return deps.db.tx(async (tx) => {
    const token = await createOperatorSession(tx, op.id, ip);
    await recordAudit(tx, { operatorId: op.id, ip }, { action: 'operator.login', targetType: 'operator', targetId: op.id });
    return token;
  });
}

/** The operator console: sign-in, identity review (through the account module), the audit log. */
export function createAdminService(deps: AdminDeps) {
  type Operator = { operatorId: number; ip: string };
  return {
    login: (email: string, password: string, ip: string) => login(deps, email, password, ip),
    kycApplications: (status: 'pending' | 'approved' | 'rejected', page: { page: number; limit: number }) => deps.account.listKycApplications(status, page),
    /** Decides one application; after commit the user's open apps are told to refresh their verification state. */
    async decideKyc(operator: Operator, decision: { id: number; approve: boolean; reason?: string }) {
      const result = await deps.account.reviewKyc(operator, decision);
      deps.realtime.toUser(result.userId, SOCKET_EVENTS.message, { kind: 'kyc', approved: decision.approve, level: result.level });
      return { id: decision.id, user_id: result.userId, level: result.level };
    },
    auditPage: (page: { page: number; limit: number }) => {
      const [limit, offset] = pageWindow(page);
      return auditPage(deps.db, { limit, offset });
    },
    /** Any stored upload (identity documents, vouchers), for review: an operator's token required. */
    async uploadedFile(token: string | null, name: string) {
      const operator = token ? await resolveOperatorSession(deps.db, token) : null;
      if (!operator) fail('not_logged_in');
      return deps.account.anyFile(name);
    },
    /** The demo operator, created once. */
    async seedOperator(operator: { email: string; name: string; password: string }) {
      if (!(await repo.operatorByEmail(deps.db, operator.email))) await createOperator(deps.db, operator);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
