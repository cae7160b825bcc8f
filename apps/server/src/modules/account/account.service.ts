import crypto from 'node:crypto';
import type { z } from 'zod';
import type { CodePurpose, Lang, UserInfo } from '@tidemark/contracts';
import type {
  bindEmailRequest,
  bindMobileRequest,
  forgetRequest,
  loginPasswordRequest,
  loginRequest,
  payPasswordRequest,
  registerRequest,
} from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';
import type { Platform } from '../../platform/module';
import { getSettings } from '../../platform/settings';
import { AppError, fail } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  userRestricted,
  type SessionUser,
} from '../../platform/sessions';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../platform/totp';
import * as repo from './account.repo';
import {
  CODE_HOURLY_MAX_PER_IP,
  emailTarget,
  issueCode,
  phoneTarget,
  useCode,
  withCode,
} from './codes';
import { codeMessage } from './messages';
import { UnknownAccountFailures } from './lockouts';
import { isTooCommon } from './password-policy';
import { toSessionEntry, toUserInfo } from './account.view';
import * as kyc from './kyc.service';
import { storedFile, storeUpload, type UploadKind } from './uploads.service';

export type AccountDeps = Pick<Platform, 'db' | 'outbox' | 'realtime' | 'config' | 'log' | 'files'>;

export const LOGIN_FAILURES_MAX = 5;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The user of a live session, or a caller's user id that was just checked: must exist. */
async function userOf(q: Queryable, userId: number): Promise<repo.UserRow> {
  return must(await repo.byId(q, userId), `user ${userId} exists`);
}

export interface Meta {
  ip: string;
  userAgent: string;
  lang: Lang;
}

// ---------------------------------------------------------------- verification codes

/** Sends a code to an e-mail or phone, after checking the account's state for its purpose. */
export async function sendCode(
  deps: AccountDeps,
  input: {
    channel: 'email' | 'sms';
    email?: string;
    areaCode?: string;
    phone?: string;
    purpose: CodePurpose;
  },
  meta: Meta,
  session: SessionUser | null,
): Promise<void> {
  const target =
    input.channel === 'email'
      ? emailTarget(input.email!)
      : phoneTarget(input.areaCode!, input.phone!);
  const existing =
    input.channel === 'email'
      ? await repo.byEmail(deps.db, target)
      : await repo.byPhone(deps.db, input.areaCode!, input.phone!);
  // The answer never tells whether the contact belongs to an account. A register or bind code
  // goes to the contact either way (only its owner reads it, and register or bind then says
  // the contact is taken); a reset code for a contact with no account is issued under the same
  // send limits but sent to no one, so no code can reset it.
  if (input.purpose === 'bind' && !session) fail('not_logged_in');
  if (input.purpose === 'security') {
    // Security codes go only to a contact bound to the signed-in user.
    if (!session || !existing || existing.id !== session.userId) fail('not_logged_in');
  }
  const deliver = input.purpose !== 'forget' || existing !== null;
  const lang = (existing?.lang as Lang | undefined) ?? meta.lang;
  const pending = await deps.db.tx(async (tx) => {
    const code = await issueCode(tx, {
      channel: input.channel,
      target,
      purpose: input.purpose,
      ip: meta.ip,
      ipHourlyMax: CODE_HOURLY_MAX_PER_IP * deps.config.rateLimitScale,
    });
    if (!deliver) return null;
    const text = codeMessage(
      lang,
      input.purpose,
      code,
      input.channel === 'email' ? (existing?.anti_phishing_code ?? null) : null,
    );
    return deps.outbox.record(tx, { channel: input.channel, target, ...text });
  });
  if (pending) await deps.outbox.deliver(pending);
}

/**
 * The description's /wallet/sendSmsCode and /wallet/sendMailCode: a security code to the
 * signed-in user's own bound phone or e-mail (what a withdrawal or a security change asks
 * for), under the same send limits as every code.
 */
export async function sendOwnCode(
  deps: AccountDeps,
  channel: 'email' | 'sms',
  meta: Meta,
  session: SessionUser,
): Promise<void> {
  const u = await userOf(deps.db, session.userId);
  if (channel === 'sms') {
    const phone = u.phone ?? fail('phone_not_bound');
    const areaCode = u.area_code ?? fail('phone_not_bound');
    return sendCode(deps, { channel, areaCode, phone, purpose: 'security' }, meta, session);
  }
  const email = u.email ?? fail('email_not_bound');
  return sendCode(deps, { channel, email, purpose: 'security' }, meta, session);
}

/** The description's /user/check_email: tells whether a code is right without spending it. */
export async function checkEmailCode(
  deps: AccountDeps,
  email: string,
  code: string,
  purpose: CodePurpose,
): Promise<void> {
  await withCode(deps.db, (tx) =>
    useCode(tx, { target: emailTarget(email), purpose, code, consume: false }),
  );
}

// ---------------------------------------------------------------- sign-up and sign-in

async function newInviteCode(q: Queryable): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const code = Array.from(
      crypto.randomBytes(8),
      (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length],
    ).join('');
    if (!(await repo.inviteCodeTaken(q, code))) return code;
  }
  throw new Error('could not find a free invite code');
}

export async function register(
  deps: AccountDeps,
  input: z.infer<typeof registerRequest>,
  meta: Meta,
): Promise<{ user_id: number; account: string }> {
  const isEmail = input.type === 'email';
  const email = isEmail ? emailTarget(input.user_string) : null;
  const areaCode = isEmail ? null : input.area_code!;
  const phone = isEmail ? null : input.user_string;
  // Cheap checks first, so a code is not spent on a request that cannot succeed. Whether the
  // account exists is told only after the code (only the contact's owner has it).
  if (isTooCommon(input.password)) fail('password_too_common');
  const settings = await getSettings(deps.db, ['invite_code_required', 'default_fiat']);
  const inviteRequired = settings.invite_code_required;
  const invite = input.extension_code?.trim();
  if (inviteRequired && !invite) fail('invite_code_required');
  const parent = invite ? await repo.byInviteCode(deps.db, invite) : null;
  if (invite && !parent) fail('invite_code_invalid');
  const passwordHash = await hashPassword(input.password);
  const defaultFiat = settings.default_fiat;

  const userId = await withCode(deps.db, async (tx) => {
    await useCode(tx, {
      target: email ?? phoneTarget(areaCode!, phone!),
      purpose: 'register',
      code: input.code,
      consume: true,
    });
    if (isEmail ? await repo.byEmail(tx, email!) : await repo.byPhone(tx, areaCode!, phone!))
      throw new AppError('account_exists');
    try {
      return await repo.insertUser(tx, {
        email,
        phone,
        areaCode,
        passwordHash,
        extensionCode: await newInviteCode(tx),
        parentId: parent?.id ?? null,
        lang: meta.lang,
        fiat: defaultFiat,
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError('account_exists');
      throw err;
    }
  });
  return { user_id: userId, account: email ?? `+${areaCode} ${phone}` };
}

async function findLoginAccount(
  deps: AccountDeps,
  userString: string,
  areaCode: string | undefined,
) {
  const value = userString.trim();
  if (value.includes('@')) return repo.byEmail(deps.db, emailTarget(value));
  if (areaCode) return repo.byPhone(deps.db, areaCode, value);
  return null;
}

/** Checks password (and TOTP when on) with lock-out after 5 failures in 15 minutes. Returns the token. */
export async function login(
  deps: AccountDeps,
  input: z.infer<typeof loginRequest>,
  meta: Meta,
  unknown: UnknownAccountFailures,
): Promise<string> {
  const user = await findLoginAccount(deps, input.user_string, input.area_code);
  if (!user) {
    // An unknown account answers as a known one would: 'login_failed', then locked after 5.
    const key = `${input.area_code ?? ''}|${input.user_string.trim().toLowerCase()}`;
    if (unknown.locked(key)) fail('account_locked');
    await burnPasswordCheck(input.password);
    fail(unknown.fail(key) >= LOGIN_FAILURES_MAX ? 'account_locked' : 'login_failed');
  }
  const u = user!;
  if (u.locked_until && u.locked_until.getTime() > Date.now()) fail('account_locked');
  const passwordOk = await verifyPassword(u.password_hash, input.password);
  let problem: 'login_failed' | 'totp_required' | 'totp_invalid' | null = passwordOk
    ? null
    : 'login_failed';
  if (!problem && u.totp_enabled) {
    if (!input.totp_code) problem = 'totp_required';
    else if (!verifyTotp(u.totp_secret!, input.totp_code)) problem = 'totp_invalid';
  }
  if (problem === 'totp_required') fail('totp_required');
  if (problem) {
    const failures = await deps.db.tx(async (tx) => {
      const n = await repo.recordFailure(tx, u.id, 'login', meta.ip);
      if (n >= LOGIN_FAILURES_MAX) await repo.lockFor15Minutes(tx, u.id);
      return n;
    });
    fail(failures >= LOGIN_FAILURES_MAX ? 'account_locked' : problem);
  }
  // Told only after the right password, so the answer says nothing to someone guessing.
  if (await userRestricted(deps.db, u.id, 'login')) fail('account_login_frozen');
  return deps.db.tx(async (tx) => {
    await repo.recordLogin(tx, u.id, meta.ip);
    return createSession(tx, u.id, {
      ip: meta.ip,
      userAgent: meta.userAgent,
      ttlDays: deps.config.sessionTtlDays,
    });
  });
}

export async function logout(deps: AccountDeps, session: SessionUser): Promise<void> {
  await revokeSession(deps.db, session.sessionId);
  deps.realtime.endSessions([session.sessionId]);
}

/** Resets the login password with a code sent to the account; every session ends. */
export async function forget(
  deps: AccountDeps,
  input: z.infer<typeof forgetRequest>,
): Promise<void> {
  if (isTooCommon(input.password)) fail('password_too_common');
  const user = await findLoginAccount(deps, input.account, input.area_code);
  const target = input.account.includes('@')
    ? emailTarget(input.account)
    : phoneTarget(input.area_code!, input.account.trim());
  const passwordHash = await hashPassword(input.password);
  const ended = await withCode(deps.db, async (tx) => {
    await useCode(tx, { target, purpose: 'forget', code: input.code, consume: true });
    // No account: the code (if any) was sent to no one; answer as a wrong code does.
    if (!user) throw new AppError('code_invalid');
    await repo.update(tx, user.id, { password_hash: passwordHash, locked_until: null });
    await repo.clearFailures(tx, user.id, 'login');
    return revokeUserSessions(tx, user.id);
  });
  deps.realtime.endSessions(ended);
}

// ---------------------------------------------------------------- profile

export async function info(deps: AccountDeps, userId: number): Promise<UserInfo> {
  const u = await userOf(deps.db, userId);
  return toUserInfo(u, await repo.reviewStatus(deps.db, userId));
}

export async function setProfile(
  deps: AccountDeps,
  userId: number,
  values: { nickname?: string; signature?: string; lang?: Lang; fiat?: string },
): Promise<void> {
  await repo.update(deps.db, userId, values);
}

export async function setAvatar(deps: AccountDeps, userId: number, path: string): Promise<void> {
  const name = path.replace(/^\/uploads\//, '');
  if (!(await repo.uploadOwnedBy(deps.db, name, userId, 'avatar'))) fail('upload_invalid_image');
  await repo.update(deps.db, userId, { avatar: path });
}

// ---------------------------------------------------------------- security

/** The target of a security code: the user's bound e-mail or phone. */
function securityTarget(u: repo.UserRow, channel: 'email' | 'sms'): string {
  if (channel === 'email' && u.email) return emailTarget(u.email);
  if (channel === 'sms' && u.phone && u.area_code) return phoneTarget(u.area_code, u.phone);
  throw new AppError('code_invalid');
}

export async function setPayPassword(
  deps: AccountDeps,
  userId: number,
  input: z.infer<typeof payPasswordRequest>,
): Promise<void> {
  if (isTooCommon(input.password)) fail('password_too_common');
  const u = await userOf(deps.db, userId);
  // "Same as the login password" tells whether a guess is the login password: it is answered
  // only behind a right code, and spends it, so a session alone cannot test guesses.
  const sameAsLogin = await verifyPassword(u.password_hash, input.password);
  const hash = await hashPassword(input.password);
  await withCode(deps.db, async (tx) => {
    await useCode(tx, {
      target: securityTarget(u, input.channel),
      purpose: 'security',
      code: input.code,
      consume: true,
    });
    if (!sameAsLogin) await repo.update(tx, userId, { pay_password_hash: hash });
  });
  if (sameAsLogin) fail('pay_password_same_as_login');
}

/** For withdrawals and other fund moves (used by the wallet module). */
export async function checkPayPassword(
  deps: Pick<AccountDeps, 'db'>,
  userId: number,
  password: string,
): Promise<void> {
  const u = await userOf(deps.db, userId);
  if (!u.pay_password_hash) fail('pay_password_not_set');
  await checkWithLockout(deps, userId, 'pay_password', '', () =>
    verifyPassword(u.pay_password_hash!, password),
  );
}

const LOCKED = {
  password_check: 'password_check_locked',
  pay_password: 'pay_password_locked',
} as const;

/**
 * A password check that locks for 15 minutes after 5 wrong tries in 15 minutes, as login
 * does: while locked even the right password is refused. 'password_wrong' otherwise.
 */
async function checkWithLockout(
  deps: Pick<AccountDeps, 'db'>,
  userId: number,
  kind: keyof typeof LOCKED,
  ip: string,
  check: () => Promise<boolean>,
): Promise<void> {
  if (await repo.checkLocked(deps.db, userId, kind)) fail(LOCKED[kind]);
  if (await check()) {
    await repo.clearFailures(deps.db, userId, kind);
    return;
  }
  const failures = await deps.db.tx(async (tx) => {
    const n = await repo.recordFailure(tx, userId, kind, ip);
    if (n >= LOGIN_FAILURES_MAX) await repo.lockCheckFor15Minutes(tx, userId, kind);
    return n;
  });
  fail(failures >= LOGIN_FAILURES_MAX ? LOCKED[kind] : 'password_wrong');
}

export async function changeLoginPassword(
  deps: AccountDeps,
  session: SessionUser,
  input: z.infer<typeof loginPasswordRequest>,
): Promise<void> {
  if (isTooCommon(input.password)) fail('password_too_common');
  const u = await userOf(deps.db, session.userId);
  await checkWithLockout(deps, u.id, 'password_check', '', () =>
    verifyPassword(u.password_hash, input.old_password),
  );
  const hash = await hashPassword(input.password);
  const ended = await withCode(deps.db, async (tx) => {
    await useCode(tx, {
      target: securityTarget(u, input.channel),
      purpose: 'security',
      code: input.code,
      consume: true,
    });
    await repo.update(tx, u.id, { password_hash: hash });
    return revokeUserSessions(tx, u.id, session.sessionId);
  });
  deps.realtime.endSessions(ended);
}

export async function bindPhone(
  deps: AccountDeps,
  userId: number,
  input: z.infer<typeof bindMobileRequest>,
): Promise<void> {
  await withCode(deps.db, async (tx) => {
    await useCode(tx, {
      target: phoneTarget(input.area_code, input.mobile),
      purpose: 'bind',
      code: input.code,
      consume: true,
    });
    // Told only after the code: only the phone's owner learns it is taken.
    const other = await repo.byPhone(tx, input.area_code, input.mobile);
    if (other && other.id !== userId) throw new AppError('phone_in_use');
    try {
      await repo.bindPhone(tx, userId, input.area_code, input.mobile);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError('phone_in_use');
      throw err;
    }
  });
}

export async function bindEmail(
  deps: AccountDeps,
  userId: number,
  input: z.infer<typeof bindEmailRequest>,
): Promise<void> {
  const email = emailTarget(input.email);
  await withCode(deps.db, async (tx) => {
    await useCode(tx, { target: email, purpose: 'bind', code: input.code, consume: true });
    // Told only after the code: only the mailbox's owner learns it is taken.
    const other = await repo.byEmail(tx, email);
    if (other && other.id !== userId) throw new AppError('email_in_use');
    try {
      await repo.bindEmail(tx, userId, email);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError('email_in_use');
      throw err;
    }
  });
}

export async function setAntiPhishing(
  deps: AccountDeps,
  userId: number,
  input: { anti_phishing_code: string; code: string },
): Promise<void> {
  const u = await userOf(deps.db, userId);
  await withCode(deps.db, async (tx) => {
    await useCode(tx, {
      target: securityTarget(u, 'email'),
      purpose: 'security',
      code: input.code,
      consume: true,
    });
    await repo.update(tx, userId, { anti_phishing_code: input.anti_phishing_code });
  });
}

export async function sessions(deps: AccountDeps, session: SessionUser) {
  return (await repo.listSessions(deps.db, session.userId)).map((s) =>
    toSessionEntry(s, session.sessionId),
  );
}

export async function revokeOtherSessions(
  deps: AccountDeps,
  session: SessionUser,
): Promise<number> {
  const ended = await revokeUserSessions(deps.db, session.userId, session.sessionId);
  deps.realtime.endSessions(ended);
  return ended.length;
}

export async function revokeOneSession(
  deps: AccountDeps,
  session: SessionUser,
  id: number,
): Promise<void> {
  // Only the user's own sessions: the WHERE clause names the user.
  if (!(await repo.revokeOwnSession(deps.db, session.userId, id))) fail('not_found');
  deps.realtime.endSessions([id]);
}

// ---------------------------------------------------------------- two-factor authentication

export async function totpSetup(
  deps: AccountDeps,
  userId: number,
): Promise<{ secret: string; otpauth_url: string }> {
  const u = await userOf(deps.db, userId);
  if (u.totp_enabled) fail('validation_failed');
  const secret = newTotpSecret();
  await repo.update(deps.db, userId, { totp_secret: secret });
  return { secret, otpauth_url: otpauthUrl(secret, u.email ?? `+${u.area_code}${u.phone}`) };
}

export async function totpEnable(deps: AccountDeps, userId: number, code: string): Promise<void> {
  const u = await userOf(deps.db, userId);
  if (!u.totp_secret) fail('totp_not_enrolled');
  if (!verifyTotp(u.totp_secret!, code)) fail('totp_invalid');
  await repo.update(deps.db, userId, { totp_enabled: true });
}

export async function totpDisable(deps: AccountDeps, userId: number, code: string): Promise<void> {
  const u = await userOf(deps.db, userId);
  if (!u.totp_enabled || !verifyTotp(u.totp_secret!, code)) fail('totp_invalid');
  await repo.update(deps.db, userId, { totp_enabled: false, totp_secret: null });
}

/** For withdrawals: when two-factor is on, a valid code is required. */
export async function checkTotpIfEnabled(
  deps: Pick<AccountDeps, 'db'>,
  userId: number,
  code: string | undefined,
): Promise<void> {
  const u = await userOf(deps.db, userId);
  if (!u.totp_enabled) return;
  if (!code) fail('totp_required');
  if (!verifyTotp(u.totp_secret!, code!)) fail('totp_invalid');
}

// ---------------------------------------------------------------- development outbox

/**
 * The dev outbox's latest messages: only where it is on (demo mode on the embedded defaults,
 * no proxy, no provider) and only to `local` requests (from this machine, with no forwarding
 * header); anything else does not learn the endpoint exists.
 */
export function devOutbox(
  deps: AccountDeps,
  input: { local: boolean; channel: 'email' | 'sms' | undefined; limit: number },
) {
  if (!deps.outbox.devOutbox || !input.local) fail('not_found');
  return deps.outbox.latest(input.channel, input.limit);
}

/** Accounts: codes, sign-up and sign-in, profile, security, sessions, two-factor, identity verification, uploads. */
export function createAccountService(deps: AccountDeps) {
  const unknownLogins = new UnknownAccountFailures(LOGIN_FAILURES_MAX);
  type Operator = { operatorId: number; ip: string };
  return {
    sendCode: (input: Parameters<typeof sendCode>[1], meta: Meta, session: SessionUser | null) =>
      sendCode(deps, input, meta, session),
    sendOwnCode: (channel: 'email' | 'sms', meta: Meta, session: SessionUser) =>
      sendOwnCode(deps, channel, meta, session),
    checkEmailCode: (email: string, code: string, purpose: CodePurpose) =>
      checkEmailCode(deps, email, code, purpose),
    register: (input: z.infer<typeof registerRequest>, meta: Meta) => register(deps, input, meta),
    login: (input: z.infer<typeof loginRequest>, meta: Meta) =>
      login(deps, input, meta, unknownLogins),
    logout: (session: SessionUser) => logout(deps, session),
    forget: (input: z.infer<typeof forgetRequest>) => forget(deps, input),

    info: (userId: number) => info(deps, userId),
    setProfile: (userId: number, values: Parameters<typeof setProfile>[2]) =>
      setProfile(deps, userId, values),
    setAvatar: (userId: number, path: string) => setAvatar(deps, userId, path),

    setPayPassword: (userId: number, input: z.infer<typeof payPasswordRequest>) =>
      setPayPassword(deps, userId, input),
    /** For withdrawals and other fund moves (the wallet module). */
    checkPayPassword: (userId: number, password: string) =>
      checkPayPassword(deps, userId, password),
    changeLoginPassword: (session: SessionUser, input: z.infer<typeof loginPasswordRequest>) =>
      changeLoginPassword(deps, session, input),
    bindPhone: (userId: number, input: z.infer<typeof bindMobileRequest>) =>
      bindPhone(deps, userId, input),
    bindEmail: (userId: number, input: z.infer<typeof bindEmailRequest>) =>
      bindEmail(deps, userId, input),
    setAntiPhishing: (userId: number, input: Parameters<typeof setAntiPhishing>[2]) =>
      setAntiPhishing(deps, userId, input),
    sessions: (session: SessionUser) => sessions(deps, session),
    revokeOtherSessions: (session: SessionUser) => revokeOtherSessions(deps, session),
    revokeOneSession: (session: SessionUser, id: number) => revokeOneSession(deps, session, id),

    totpSetup: (userId: number) => totpSetup(deps, userId),
    totpEnable: (userId: number, code: string) => totpEnable(deps, userId, code),
    totpDisable: (userId: number, code: string) => totpDisable(deps, userId, code),
    /** For withdrawals: when two-factor is on, a valid code is required (the wallet module). */
    checkTotpIfEnabled: (userId: number, code: string | undefined) =>
      checkTotpIfEnabled(deps, userId, code),

    kycState: (userId: number) => kyc.state(deps, userId),
    kycSubmit: (userId: number, input: Parameters<typeof kyc.submit>[2]) =>
      kyc.submit(deps, userId, input),
    /** Operator review (the admin module). */
    listKycApplications: (
      status: 'pending' | 'approved' | 'rejected',
      page: { page: number; limit: number },
    ) => kyc.listApplications(deps.db, status, page),
    reviewKyc: (operator: Operator, decision: Parameters<typeof kyc.review>[2]) =>
      kyc.review(deps, operator, decision),

    storeUpload: (userId: number, kind: UploadKind, bytes: Buffer) =>
      storeUpload(deps, userId, kind, bytes),
    /** An avatar, for anyone. */
    publicFile: (name: string) => storedFile(deps, name, true),
    /** Any upload (identity documents, vouchers), for operators only. */
    anyFile: (name: string) => storedFile(deps, name, false),

    devOutbox: async (input: Parameters<typeof devOutbox>[1]) => devOutbox(deps, input),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
