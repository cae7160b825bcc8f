import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idSchema, intSchema } from '../common/ids';
import {
  antiPhishingRequest,
  bindEmailRequest,
  bindMobileRequest,
  checkEmailCodeRequest,
  editNicknameRequest,
  editSignatureRequest,
  forgetRequest,
  headPortraitRequest,
  loginPasswordRequest,
  loginRequest,
  outboxEntrySchema,
  payPasswordRequest,
  preferencesRequest,
  realRequest,
  realStateSchema,
  registerRequest,
  sendMailCodeRequest,
  sendSmsCodeRequest,
  sessionEntrySchema,
  totpCodeRequest,
  totpSetupSchema,
  uploadResultSchema,
  userInfoSchema,
} from './schemas';

/** What a command answers when there is nothing more to say than that it was done. */
const done = z.literal(true);

/** A user command that answers `true` (profile and security settings). */
const command = <I extends z.ZodType>(path: string, input: I) =>
  endpoint({ method: 'POST', path, auth: 'user', input, output: done });

/** Accounts: codes, sign-up and sign-in, profile, security, identity verification, uploads. */
export const accountEndpoints = {
  sendMailCode: endpoint({
    method: 'POST',
    path: '/api/sms_mail',
    auth: 'public',
    input: sendMailCodeRequest,
    output: done,
  }),
  /** The description's client also sends sign-up codes through the older `/send`. */
  sendSmsCode: endpoint({
    method: 'POST',
    path: ['/api/sms_send', '/api/send'],
    auth: 'public',
    input: sendSmsCodeRequest,
    output: done,
  }),
  /** Withdrawal codes, to the caller's own bound phone (no body). */
  sendWithdrawSmsCode: endpoint({
    method: 'POST',
    path: '/api/wallet/sendSmsCode',
    auth: 'user',
    output: done,
  }),
  /** Withdrawal codes, to the caller's own bound e-mail (no body). */
  sendWithdrawMailCode: endpoint({
    method: 'POST',
    path: '/api/wallet/sendMailCode',
    auth: 'user',
    output: done,
  }),
  checkEmailCode: endpoint({
    method: 'POST',
    path: '/api/user/check_email',
    auth: 'public',
    input: checkEmailCodeRequest,
    output: done,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/user/register',
    auth: 'public',
    input: registerRequest,
    output: z.object({ user_id: z.number(), account: z.string() }),
  }),
  /** The description's client reads the session token as the message. */
  login: endpoint({
    method: 'POST',
    path: '/api/user/login',
    auth: 'public',
    input: loginRequest,
    output: z.string(),
  }),
  logout: endpoint({
    method: ['GET', 'POST'],
    path: '/api/user/logout',
    auth: 'user',
    output: done,
  }),
  forget: endpoint({
    method: 'POST',
    path: '/api/user/forget',
    auth: 'public',
    input: forgetRequest,
    output: done,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/user/info',
    auth: 'user',
    output: userInfoSchema,
  }),
  editNickname: command('/api/user/editNickname', editNicknameRequest),
  editSignature: command('/api/user/editSignature', editSignatureRequest),
  savePreferences: command('/api/user/preferences', preferencesRequest),
  setHeadPortrait: command('/api/user/uploadHeadPortrait', headPortraitRequest),
  setPayPassword: command('/api/safe/update_password', payPasswordRequest),
  changeLoginPassword: command('/api/safe/login_password', loginPasswordRequest),
  bindMobile: command('/api/safe/mobile', bindMobileRequest),
  bindEmail: command('/api/safe/email', bindEmailRequest),
  setAntiPhishing: command('/api/safe/anti_phishing', antiPhishingRequest),
  enableTotp: command('/api/safe/totp/enable', totpCodeRequest),
  disableTotp: command('/api/safe/totp/disable', totpCodeRequest),
  setupTotp: endpoint({
    method: 'POST',
    path: '/api/safe/totp/setup',
    auth: 'user',
    output: totpSetupSchema,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/user/sessions',
    auth: 'user',
    output: z.array(sessionEntrySchema),
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/api/user/sessions/revoke_others',
    auth: 'user',
    output: z.object({ ended: z.number() }),
  }),
  revokeSession: command('/api/user/sessions/revoke', z.object({ id: idSchema })),
  realState: endpoint({
    method: 'GET',
    path: '/api/real/state',
    auth: 'user',
    output: realStateSchema,
  }),
  submitReal: command('/api/user/real', realRequest),
  /**
   * A multipart body with one file; `kind` (where the file goes) travels in the query string.
   * The answer is the stored path, '/uploads/<name>'.
   */
  upload: endpoint({
    method: 'POST',
    path: '/api/upload',
    auth: 'user',
    input: z.object({
      kind: z.enum(['avatar', 'kyc', 'voucher', 'feedback', 'support']).default('avatar'),
    }),
    output: uploadResultSchema,
  }),
  /** The codes the development mailer and SMS sender "sent" (answered to this machine only). */
  devOutbox: endpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    auth: 'public',
    input: z.object({
      channel: z.enum(['email', 'sms']).optional(),
      limit: intSchema(1, 100).default(20),
    }),
    output: z.array(outboxEntrySchema),
  }),
} as const;
