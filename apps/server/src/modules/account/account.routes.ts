import type { FastifyInstance } from 'fastify';
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
import { defineRoute, type RequestContext } from '../../platform/route';
import { fail } from '../../platform/errors';
import * as account from './account.service';
import * as kyc from './kyc';
import { registerUploadRoutes } from './uploads';

const done = z.literal(true);
const meta = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function accountRoutes(app: FastifyInstance): void {
  // ------------------------------------------------------------ codes
  defineRoute(app, {
    method: 'POST',
    url: '/api/sms_mail',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: sendMailCodeRequest,
    output: done,
    handler: async (input, ctx) => {
      await account.sendCode(app, { channel: 'email', email: input.user_string, purpose: input.type }, meta(ctx), ctx.session);
      return true as const;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sms_send',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: sendSmsCodeRequest,
    output: done,
    handler: async (input, ctx) => {
      await account.sendCode(app, { channel: 'sms', areaCode: input.area_code, phone: input.mobile, purpose: input.type }, meta(ctx), ctx.session);
      return true as const;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/check_email',
    auth: 'public',
    rateLimitPerMinute: 20,
    input: checkEmailCodeRequest,
    output: done,
    handler: async (input) => {
      await account.checkEmailCode(app, input.user_string, input.email_code, input.type);
      return true as const;
    },
  });

  // ------------------------------------------------------------ sign-up and sign-in
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/register',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: registerRequest,
    output: z.object({ user_id: z.number(), account: z.string() }),
    handler: async (input, ctx) => account.register(app, input, meta(ctx)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/login',
    auth: 'public',
    rateLimitPerMinute: 20,
    input: loginRequest,
    // The description's client reads the token as the message.
    output: z.string(),
    handler: async (input, ctx) => account.login(app, input, meta(ctx)),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/user/logout',
    auth: 'user',
    output: done,
    handler: async (_input, ctx) => {
      await account.logout(app, ctx.session);
      return true as const;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/forget',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: forgetRequest,
    output: done,
    handler: async (input) => {
      await account.forget(app, input);
      return true as const;
    },
  });

  // ------------------------------------------------------------ profile
  defineRoute(app, {
    method: 'GET',
    url: '/api/user/info',
    auth: 'user',
    output: userInfoSchema,
    handler: async (_input, ctx) => account.info(app, ctx.session.userId),
  });
  const profileRoute = <S extends z.ZodObject>(url: string, input: S) =>
    defineRoute(app, {
      method: 'POST',
      url,
      auth: 'user',
      input,
      output: done,
      handler: async (values, ctx) => {
        await account.setProfile(app, ctx.session.userId, values as Record<string, string>);
        return true as const;
      },
    });
  profileRoute('/api/user/editNickname', editNicknameRequest);
  profileRoute('/api/user/editSignature', editSignatureRequest);
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/preferences',
    auth: 'user',
    input: preferencesRequest,
    output: done,
    handler: async (values, ctx) => {
      await account.setProfile(app, ctx.session.userId, { ...(values.language ? { lang: values.language } : {}), ...(values.fiat ? { fiat: values.fiat } : {}) });
      return true as const;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/uploadHeadPortrait',
    auth: 'user',
    input: headPortraitRequest,
    output: done,
    handler: async (input, ctx) => {
      await account.setAvatar(app, ctx.session.userId, input.head_portrait);
      return true as const;
    },
  });

  // ------------------------------------------------------------ security
  const securityRoute = <S extends z.ZodType>(url: string, input: S, run: (values: z.infer<S>, ctx: RequestContext & { session: NonNullable<RequestContext['session']> }) => Promise<void>) =>
    defineRoute(app, {
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
  securityRoute('/api/safe/update_password', payPasswordRequest, (v, ctx) => account.setPayPassword(app, ctx.session.userId, v));
  securityRoute('/api/safe/login_password', loginPasswordRequest, (v, ctx) => account.changeLoginPassword(app, ctx.session, v));
  securityRoute('/api/safe/mobile', bindMobileRequest, (v, ctx) => account.bindPhone(app, ctx.session.userId, v));
  securityRoute('/api/safe/email', bindEmailRequest, (v, ctx) => account.bindEmail(app, ctx.session.userId, v));
  securityRoute('/api/safe/anti_phishing', antiPhishingRequest, (v, ctx) => account.setAntiPhishing(app, ctx.session.userId, v));
  securityRoute('/api/safe/totp/enable', totpCodeRequest, (v, ctx) => account.totpEnable(app, ctx.session.userId, v.totp_code));
  securityRoute('/api/safe/totp/disable', totpCodeRequest, (v, ctx) => account.totpDisable(app, ctx.session.userId, v.totp_code));
  defineRoute(app, {
    method: 'POST',
    url: '/api/safe/totp/setup',
    auth: 'user',
    output: totpSetupSchema,
    handler: async (_input, ctx) => account.totpSetup(app, ctx.session.userId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/user/sessions',
    auth: 'user',
    output: z.array(sessionEntrySchema),
    handler: async (_input, ctx) => account.sessions(app, ctx.session),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/sessions/revoke_others',
    auth: 'user',
    output: z.object({ ended: z.number() }),
    handler: async (_input, ctx) => ({ ended: await account.revokeOtherSessions(app, ctx.session) }),
  });
  securityRoute('/api/user/sessions/revoke', z.object({ id: z.coerce.number().int().positive() }), (v, ctx) => account.revokeOneSession(app, ctx.session, v.id));

  // ------------------------------------------------------------ identity verification
  defineRoute(app, {
    method: 'GET',
    url: '/api/real/state',
    auth: 'user',
    output: realStateSchema,
    handler: async (_input, ctx) => kyc.state(app, ctx.session.userId),
  });
  securityRoute('/api/user/real', realRequest, (v, ctx) => kyc.submit(app, ctx.session.userId, v));

  registerUploadRoutes(app);

  // ------------------------------------------------------------ development outbox
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/outbox',
    auth: 'public',
    input: z.object({ channel: z.enum(['email', 'sms']).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    output: z.array(outboxEntrySchema),
    handler: async (input, ctx) => {
      // Only on this machine, and only for channels with no real provider.
      if (!LOOPBACK.has(ctx.request.socket.remoteAddress ?? '') || (input.channel && !app.outbox.isDevChannel(input.channel))) fail('not_found');
      const rows = await app.outbox.latest(input.channel, input.limit);
      return rows.filter((r) => app.outbox.isDevChannel(r.channel));
    },
  });
}
