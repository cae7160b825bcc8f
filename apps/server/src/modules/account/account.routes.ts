import { z } from 'zod';
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
  userInfoSchema,
} from '@tidemark/contracts';
import { idSchema, intSchema } from '@tidemark/contracts';
import { isLocalRequest, type RequestContext, type Router } from '../../platform/route';
import type { AccountService } from './account.service';
import { uploadRoutes } from './uploads';

const done = z.literal(true);
const meta = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });

export function accountRoutes(router: Router, account: AccountService): void {
  // ------------------------------------------------------------ codes
  router.route({
    method: 'POST',
    url: '/api/sms_mail',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: sendMailCodeRequest,
    output: done,
    handler: async (input, ctx) => {
      await account.sendCode(
        { channel: 'email', email: input.user_string, purpose: input.type },
        meta(ctx),
        ctx.session,
      );
      return true as const;
    },
  });
  // The description's client also sends sign-up codes through the older `/send`.
  router.route({
    method: 'POST',
    url: ['/api/sms_send', '/api/send'],
    auth: 'public',
    rateLimitPerMinute: 10,
    input: sendSmsCodeRequest,
    output: done,
    handler: async (input, ctx) => {
      await account.sendCode(
        { channel: 'sms', areaCode: input.area_code, phone: input.mobile, purpose: input.type },
        meta(ctx),
        ctx.session,
      );
      return true as const;
    },
  });
  // Withdrawal codes, to the caller's own bound phone or e-mail (no body).
  for (const [url, channel] of [
    ['/api/wallet/sendSmsCode', 'sms'],
    ['/api/wallet/sendMailCode', 'email'],
  ] as const)
    router.route({
      method: 'POST',
      url,
      auth: 'user',
      rateLimitPerMinute: 10,
      input: z.object({}),
      output: done,
      handler: async (_input, ctx) => {
        await account.sendOwnCode(channel, meta(ctx), ctx.session);
        return true as const;
      },
    });
  router.route({
    method: 'POST',
    url: '/api/user/check_email',
    auth: 'public',
    rateLimitPerMinute: 20,
    input: checkEmailCodeRequest,
    output: done,
    handler: async (input) => {
      await account.checkEmailCode(input.user_string, input.email_code, input.type);
      return true as const;
    },
  });

  // ------------------------------------------------------------ sign-up and sign-in
  router.route({
    method: 'POST',
    url: '/api/user/register',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: registerRequest,
    output: z.object({ user_id: z.number(), account: z.string() }),
    handler: async (input, ctx) => account.register(input, meta(ctx)),
  });
  router.route({
    method: 'POST',
    url: '/api/user/login',
    auth: 'public',
    rateLimitPerMinute: 20,
    input: loginRequest,
    // The description's client reads the token as the message.
    output: z.string(),
    handler: async (input, ctx) => account.login(input, meta(ctx)),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/user/logout',
    auth: 'user',
    output: done,
    handler: async (_input, ctx) => {
      await account.logout(ctx.session);
      return true as const;
    },
  });
  router.route({
    method: 'POST',
    url: '/api/user/forget',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: forgetRequest,
    output: done,
    handler: async (input) => {
      await account.forget(input);
      return true as const;
    },
  });

  // ------------------------------------------------------------ profile
  router.route({
    method: 'GET',
    url: '/api/user/info',
    auth: 'user',
    output: userInfoSchema,
    handler: async (_input, ctx) => account.info(ctx.session.userId),
  });
  const profileRoute = <S extends z.ZodObject>(url: string, input: S) =>
    router.route({
      method: 'POST',
      url,
      auth: 'user',
      input,
      output: done,
      handler: async (values, ctx) => {
        await account.setProfile(ctx.session.userId, values as Record<string, string>);
        return true as const;
      },
    });
  profileRoute('/api/user/editNickname', editNicknameRequest);
  profileRoute('/api/user/editSignature', editSignatureRequest);
  router.route({
    method: 'POST',
    url: '/api/user/preferences',
    auth: 'user',
    input: preferencesRequest,
    output: done,
    handler: async (values, ctx) => {
      await account.setProfile(ctx.session.userId, {
        ...(values.language ? { lang: values.language } : {}),
        ...(values.fiat ? { fiat: values.fiat } : {}),
      });
      return true as const;
    },
  });
  router.route({
    method: 'POST',
    url: '/api/user/uploadHeadPortrait',
    auth: 'user',
    input: headPortraitRequest,
    output: done,
    handler: async (input, ctx) => {
      await account.setAvatar(ctx.session.userId, input.head_portrait);
      return true as const;
    },
  });

  // ------------------------------------------------------------ security
  const securityRoute = <S extends z.ZodType>(
    url: string,
    input: S,
    run: (
      values: z.infer<S>,
      ctx: RequestContext & { session: NonNullable<RequestContext['session']> },
    ) => Promise<void>,
  ) =>
    router.route({
      method: 'POST',
      url,
      auth: 'user',
      rateLimitPerMinute: 20,
      input,
      output: done,
      handler: async (values, ctx) => {
        await run(values, ctx);
        return true as const;
      },
    });
  securityRoute('/api/safe/update_password', payPasswordRequest, (v, ctx) =>
    account.setPayPassword(ctx.session.userId, v),
  );
  securityRoute('/api/safe/login_password', loginPasswordRequest, (v, ctx) =>
    account.changeLoginPassword(ctx.session, v),
  );
  securityRoute('/api/safe/mobile', bindMobileRequest, (v, ctx) =>
    account.bindPhone(ctx.session.userId, v),
  );
  securityRoute('/api/safe/email', bindEmailRequest, (v, ctx) =>
    account.bindEmail(ctx.session.userId, v),
  );
  securityRoute('/api/safe/anti_phishing', antiPhishingRequest, (v, ctx) =>
    account.setAntiPhishing(ctx.session.userId, v),
  );
  securityRoute('/api/safe/totp/enable', totpCodeRequest, (v, ctx) =>
    account.totpEnable(ctx.session.userId, v.totp_code),
  );
  securityRoute('/api/safe/totp/disable', totpCodeRequest, (v, ctx) =>
    account.totpDisable(ctx.session.userId, v.totp_code),
  );
  router.route({
    method: 'POST',
    url: '/api/safe/totp/setup',
    auth: 'user',
    output: totpSetupSchema,
    handler: async (_input, ctx) => account.totpSetup(ctx.session.userId),
  });
  router.route({
    method: 'GET',
    url: '/api/user/sessions',
    auth: 'user',
    output: z.array(sessionEntrySchema),
    handler: async (_input, ctx) => account.sessions(ctx.session),
  });
  router.route({
    method: 'POST',
    url: '/api/user/sessions/revoke_others',
    auth: 'user',
    output: z.object({ ended: z.number() }),
    handler: async (_input, ctx) => ({ ended: await account.revokeOtherSessions(ctx.session) }),
  });
  securityRoute('/api/user/sessions/revoke', z.object({ id: idSchema }), (v, ctx) =>
    account.revokeOneSession(ctx.session, v.id),
  );

  // ------------------------------------------------------------ identity verification
  router.route({
    method: 'GET',
    url: '/api/real/state',
    auth: 'user',
    output: realStateSchema,
    handler: async (_input, ctx) => account.kycState(ctx.session.userId),
  });
  securityRoute('/api/user/real', realRequest, (v, ctx) =>
    account.kycSubmit(ctx.session.userId, v),
  );

  uploadRoutes(router, account);

  // ------------------------------------------------------------ development outbox
  router.route({
    method: 'GET',
    url: '/api/dev/outbox',
    auth: 'public',
    input: z.object({
      channel: z.enum(['email', 'sms']).optional(),
      limit: intSchema(1, 100).default(20),
    }),
    output: z.array(outboxEntrySchema),
    handler: (input, ctx) =>
      account.devOutbox({ local: isLocalRequest(ctx), channel: input.channel, limit: input.limit }),
  });
}
