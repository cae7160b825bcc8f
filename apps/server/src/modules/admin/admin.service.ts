import {
  pageWindow,
  roleAllows,
  SOCKET_EVENTS,
  type OperatorPermission,
  type OperatorRole,
} from '@tidemark/contracts';
import { auditPage, recordAudit } from '../../platform/audit';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import { createOperatorSession, resolveOperatorSession } from '../../platform/sessions';
import { newTotpSecret, verifyTotp } from '../../platform/totp';
import type { AccountService, UploadKind } from '../account';
import * as repo from './admin.repo';

export type AdminDeps = Pick<Platform, 'db' | 'realtime'> & {
  account: Pick<AccountService, 'listKycApplications' | 'reviewKyc' | 'anyFile'>;
};

const LOGIN_FAILURES_MAX = 5;

/**
 * Who may open an upload, by its kind: identity documents only those who review identities,
 * vouchers those who review deposits or OTC appeals, chat and feedback images the support desk.
 */
const FILE_READERS: Record<UploadKind, readonly OperatorPermission[]> = {
  avatar: ['console.home'],
  kyc: ['kyc.review'],
  voucher: ['funds.review', 'otc.review'],
  feedback: ['support.desk'],
  support: ['support.desk'],
};

/**
 * Creates an operator (or resets one: name, password and a fresh TOTP secret) and returns the
 * secret, which the caller shows once for an authenticator app: no operator signs in without.
 */
export async function createOperator(
  q: Queryable,
  input: {
    email: string;
    name: string;
    password: string;
    totpSecret?: string;
    /** Admin unless named: operator:create makes the first, all-powerful operator. */
    role?: OperatorRole;
  },
): Promise<{ id: number; totpSecret: string }> {
  const passwordHash = await hashPassword(input.password);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const id = await repo.upsertOperator(q, {
    email: input.email.trim().toLowerCase(),
    name: input.name,
    passwordHash,
    totpSecret,
    role: input.role ?? 'admin',
  });
  return { id, totpSecret };
}

/**
 * Password and TOTP code, both required. Wrong ones count per e-mail, whether or not an
 * operator has it (an unknown e-mail fails, counts and locks the same way): 5 in 15 minutes
 * lock it for 15 minutes. A missing code is asked for without counting, as on the user login.
 */
async function login(
  deps: AdminDeps,
  input: { email: string; password: string; totp_code?: string | undefined },
  ip: string,
  userAgent = '',
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (await repo.loginLocked(deps.db, email)) fail('operator_locked');
  const op = await repo.operatorByEmail(deps.db, email);
  let problem: 'operator_login_failed' | 'totp_invalid' | null = null;
  if (!op) {
    await burnPasswordCheck(input.password);
    problem = 'operator_login_failed';
  } else if (!(await verifyPassword(op.password_hash, input.password)))
    problem = 'operator_login_failed';
  else if (!op.totp_secret) fail('operator_totp_not_enrolled');
  else if (!input.totp_code) fail('totp_required');
  else if (!verifyTotp(op.totp_secret, input.totp_code)) problem = 'totp_invalid';
  if (problem || !op) {
    const locked = await deps.db.tx(async (tx) => {
      const failures = await repo.recordLoginFailure(tx, email, ip);
      if (failures < LOGIN_FAILURES_MAX) return false;
      await repo.lockLogin(tx, email);
      // An operator locked out is in the audit log: someone may be guessing, or locking them out.
      if (op)
        await recordAudit(
          tx,
          { system: 'operator-login' },
          {
            action: 'operator.login_locked',
            targetType: 'operator',
            targetId: op.id,
            detail: { ip, failures },
          },
        );
      return true;
    });
    return fail(locked ? 'operator_locked' : (problem ?? 'operator_login_failed'));
  }
  return deps.db.tx(async (tx) => {
    await repo.clearLoginFailures(tx, email);
    const token = await createOperatorSession(tx, op.id, ip, userAgent);
    await recordAudit(
      tx,
      { operatorId: op.id, ip },
      { action: 'operator.login', targetType: 'operator', targetId: op.id },
    );
    return token;
  });
}

/** The operator console: sign-in, identity review (through the account module), the audit log. */
export function createAdminService(deps: AdminDeps) {
  type Operator = { operatorId: number; ip: string };
  return {
    login: (
      input: { email: string; password: string; totp_code?: string | undefined },
      ip: string,
      userAgent?: string,
    ) => login(deps, input, ip, userAgent),
    kycApplications: (
      status: 'pending' | 'approved' | 'rejected',
      page: { page: number; limit: number },
    ) => deps.account.listKycApplications(status, page),
    /** Decides one application; after commit the user's open apps are told to refresh their verification state. */
    async decideKyc(
      operator: Operator,
      decision: { id: number; approve: boolean; reason?: string },
    ) {
      const result = await deps.account.reviewKyc(operator, decision);
      deps.realtime.toUser(result.userId, SOCKET_EVENTS.message, {
        kind: 'kyc',
        approved: decision.approve,
        level: result.level,
      });
      return { id: decision.id, user_id: result.userId, level: result.level };
    },
    auditPage: (page: { page: number; limit: number }) => {
      const [limit, offset] = pageWindow(page);
      return auditPage(deps.db, { limit, offset });
    },
    /**
     * A stored upload for review, to an operator whose role reviews its kind; every opening of
     * an identity document is in the audit log.
     */
    async uploadedFile(token: string | null, name: string, ip: string) {
      const operator = token ? await resolveOperatorSession(deps.db, token) : null;
      if (!operator) return fail('not_logged_in');
      const file = await deps.account.anyFile(name);
      if (!file) return null;
      if (!FILE_READERS[file.kind].some((p) => roleAllows(operator.role, p)))
        fail('operator_forbidden');
      if (file.kind === 'kyc')
        await recordAudit(
          deps.db,
          { operatorId: operator.operatorId, ip },
          {
            action: 'upload.view',
            targetType: 'user',
            targetId: file.userId,
            detail: { name, kind: file.kind },
          },
        );
      return file;
    },
    /** The demo operator, created once with its documented TOTP secret (enrolled if an older database has none). */
    async seedOperator(operator: {
      email: string;
      name: string;
      password: string;
      totpSecret: string;
      role?: OperatorRole;
    }) {
      const existing = await repo.operatorByEmail(deps.db, operator.email);
      if (!existing) await createOperator(deps.db, operator);
      else if (!existing.totp_secret)
        await repo.setTotpSecretIfMissing(deps.db, existing.id, operator.totpSecret);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
