import { z } from 'zod';
import { crossField } from '../common/cross-field';
import { idSchema, intSchema } from '../common/ids';
import {
  emailSchema,
  nicknameSchema,
  passwordSchema,
  signatureSchema,
  verificationCodeSchema,
} from '../rules/account';
import { FIAT_CODES } from '../common/enums';
import { LANGS } from '../common/lang';

/** Area codes as the description's area page sends them: '+86', '86' or '0086' all mean 86. */
export const areaCodeSchema = z
  .string()
  .trim()
  .regex(/^(\+|00)?[1-9]\d{0,3}$/, 'invalid')
  .transform((v) => v.replace(/^(\+|00)/, ''));
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/, 'phone_invalid');
const accountString = z.string().trim().min(3).max(254);
const inviteCode = z.string().trim().max(16).optional();

/** Purposes a code can be sent for; each is checked against the account's state. */
export const CODE_PURPOSES = ['register', 'forget', 'bind', 'security'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
const codePurpose = z.enum(CODE_PURPOSES).default('register');

export const sendMailCodeRequest = z.object({
  user_string: emailSchema,
  type: codePurpose,
  area_code: z.string().optional(),
});
export const sendSmsCodeRequest = z.object({
  mobile: phoneNumberSchema,
  area_code: areaCodeSchema,
  type: codePurpose,
});
export const checkEmailCodeRequest = z.object({
  user_string: emailSchema,
  email_code: verificationCodeSchema,
  type: codePurpose,
});

export const registerRequest = z
  .object({
    type: z.enum(['email', 'mobile']),
    user_string: accountString,
    password: passwordSchema,
    re_password: z.string(),
    code: verificationCodeSchema,
    area_code: areaCodeSchema.optional(),
    area_code_id: z.string().optional(),
    extension_code: inviteCode,
  })
  .superRefine(
    (v, ctx) => {
      if (v.password !== v.re_password)
        ctx.addIssue({ code: 'custom', path: ['re_password'], message: 'passwords_mismatch' });
      if (v.type === 'email' && !emailSchema.safeParse(v.user_string).success)
        ctx.addIssue({ code: 'custom', path: ['user_string'], message: 'email_invalid' });
      if (v.type === 'mobile') {
        if (!phoneNumberSchema.safeParse(v.user_string).success)
          ctx.addIssue({ code: 'custom', path: ['user_string'], message: 'phone_invalid' });
        if (!v.area_code)
          ctx.addIssue({ code: 'custom', path: ['area_code'], message: 'required' });
      }
    },
    crossField(['type', 'user_string', 'password', 're_password', 'area_code'], {}),
  );

export const loginRequest = z.object({
  user_string: accountString,
  password: z.string().min(1).max(128),
  area_code: areaCodeSchema.optional(),
  area_code_id: z.string().optional(),
  type: intSchema(1, 1).optional(),
  totp_code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

export const forgetRequest = z
  .object({
    account: accountString,
    area_code: areaCodeSchema.optional(),
    password: passwordSchema,
    repassword: z.string(),
    code: verificationCodeSchema,
  })
  .refine(
    (v) => v.password === v.repassword,
    crossField(['password', 'repassword'], { path: ['repassword'], message: 'passwords_mismatch' }),
  );

/** Sets or changes the fund (pay) password; needs a code sent to a bound contact. */
export const payPasswordRequest = z
  .object({
    password: passwordSchema,
    re_password: z.string(),
    code: verificationCodeSchema,
    channel: z.enum(['email', 'sms']).default('email'),
  })
  .refine(
    (v) => v.password === v.re_password,
    crossField(['password', 're_password'], {
      path: ['re_password'],
      message: 'passwords_mismatch',
    }),
  );

export const loginPasswordRequest = z
  .object({
    old_password: z.string().min(1).max(128),
    password: passwordSchema,
    re_password: z.string(),
    code: verificationCodeSchema,
    channel: z.enum(['email', 'sms']).default('email'),
  })
  .refine(
    (v) => v.password === v.re_password,
    crossField(['password', 're_password'], {
      path: ['re_password'],
      message: 'passwords_mismatch',
    }),
  );

export const bindMobileRequest = z.object({
  mobile: phoneNumberSchema,
  area_code: areaCodeSchema,
  code: verificationCodeSchema,
});
export const bindEmailRequest = z.object({ email: emailSchema, code: verificationCodeSchema });
export const editNicknameRequest = z.object({ nickname: nicknameSchema });
export const editSignatureRequest = z.object({ signature: signatureSchema });
export const headPortraitRequest = z.object({
  head_portrait: z
    .string()
    .regex(/^\/uploads\/[a-zA-Z0-9_-]{16,64}\.(png|jpg|gif|webp)$/, 'invalid'),
});
/** `language`, not `lang`: every request carries `lang` as the language of its messages. */
export const preferencesRequest = z
  .object({ language: z.enum(LANGS).optional(), fiat: z.enum(FIAT_CODES).optional() })
  .refine(
    (v) => v.language !== undefined || v.fiat !== undefined,
    crossField(['language', 'fiat'], { message: 'required' }),
  );
export const antiPhishingRequest = z.object({
  anti_phishing_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'invalid'),
  code: verificationCodeSchema,
});
export const totpCodeRequest = z.object({ totp_code: z.string().regex(/^\d{6}$/, 'invalid') });

export const userInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string().nullable(),
  signature: z.string().nullable(),
  head_portrait: z.string().nullable(),
  extension_code: z.string(),
  lang: z.enum(LANGS),
  fiat: z.enum(FIAT_CODES),
  /** 0 none, 1 basic, 2 advanced. */
  kyc_level: z.int(),
  /** As the description's client reads it: 0 not submitted, 1 in review, 2 approved. */
  review_status: z.int(),
  pay_password_set: z.boolean(),
  totp_enabled: z.boolean(),
  anti_phishing_set: z.boolean(),
  created_at: z.int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionEntrySchema = z.object({
  id: z.number(),
  device: z.string(),
  ip: z.string(),
  created_at: z.int(),
  last_seen_at: z.int(),
  current: z.boolean(),
});

export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });

/** Identity verification. */
export const ID_TYPES = {
  id_card: 0,
  passport: 1,
  driver_licence: 2,
  health_insurance_card: 3,
} as const;
export const realRequest = z.discriminatedUnion('real_type', [
  z.object({
    real_type: z.literal('1'),
    id_type: z.enum(['0', '1', '2', '3']),
    name: z.string().trim().min(2).max(60),
    card_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,30}$/, 'invalid'),
  }),
  z.object({
    real_type: z.literal('2'),
    front_pic: z.string().regex(/^\/uploads\/[a-zA-Z0-9_-]{16,64}\.(png|jpg|gif|webp)$/, 'invalid'),
    reverse_pic: z
      .string()
      .regex(/^\/uploads\/[a-zA-Z0-9_-]{16,64}\.(png|jpg|gif|webp)$/, 'invalid'),
  }),
]);

export const KYC_STATES = ['not_verified', 'in_review', 'verified', 'failed'] as const;
const levelStateSchema = z.object({
  state: z.enum(KYC_STATES),
  reason: z.string(),
  submitted_at: z.int().nullable(),
});
export const realStateSchema = z.object({
  /** The description's fields: real_status 0/1/2, review_status 0/1/2, advanced_review_status 0/1/2. */
  real_status: z.int(),
  review_status: z.int(),
  advanced_review_status: z.int(),
  level: z.int(),
  basic: levelStateSchema,
  advanced: levelStateSchema,
  email_bound: z.boolean(),
  phone_bound: z.boolean(),
  name: z.string().nullable(),
  id_type: z.int().nullable(),
  /** Masked: the first and last two characters only. */
  card_id: z.string().nullable(),
});
export type RealState = z.infer<typeof realStateSchema>;

export const uploadResultSchema = z.string();

/** Operator API. */
/** Operators sign in with a password and the code of their authenticator app (TOTP, mandatory). */
export const adminLoginRequest = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
  totp_code: z
    .string()
    .regex(/^\d{6}$/, 'invalid')
    .optional(),
});
export const adminKycEntrySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  account: z.string(),
  level: z.int(),
  id_type: z.int().nullable(),
  name: z.string().nullable(),
  card_id: z.string().nullable(),
  front_pic: z.string().nullable(),
  reverse_pic: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  created_at: z.int(),
});
export const adminKycDecisionRequest = z.object({ id: idSchema });
export const adminKycRejectRequest = z.object({
  id: idSchema,
  reason: z.string().trim().min(2).max(200),
});
export const auditEntrySchema = z.object({
  id: z.number(),
  operator: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.int(),
});

export const outboxEntrySchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  target: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.int(),
});
