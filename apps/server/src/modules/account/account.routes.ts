import { accountEndpoints as ep } from '@tidemark/contracts';
import { isLocalRequest, type RequestContext, type Router } from '../../platform/route';
import type { AccountService } from './account.service';
import { uploadRoutes } from './uploads';

const meta = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });
/** Runs a command and answers the `true` its endpoint says. */
const done =
  <I, C>(run: (input: I, ctx: C) => Promise<unknown>) =>
  async (input: I, ctx: C): Promise<true> => {
    await run(input, ctx);
    return true;
  };
const codes = { rateLimitPerMinute: 10 };
const security = { rateLimitPerMinute: 20 };

export function accountRoutes(router: Router, account: AccountService): void {
  // ------------------------------------------------------------ codes
  router.serve(
    ep.sendMailCode,
    done((input, ctx) =>
      account.sendCode(
        { channel: 'email', email: input.user_string, purpose: input.type },
        meta(ctx),
        ctx.session,
      ),
    ),
    codes,
  );
  router.serve(
    ep.sendSmsCode,
    done((input, ctx) =>
      account.sendCode(
        { channel: 'sms', areaCode: input.area_code, phone: input.mobile, purpose: input.type },
        meta(ctx),
        ctx.session,
      ),
    ),
    codes,
  );
  // Withdrawal codes, to the caller's own bound phone or e-mail (no body).
  router.serve(
    ep.sendWithdrawSmsCode,
    done((_input, ctx) => account.sendOwnCode('sms', meta(ctx), ctx.session)),
    codes,
  );
  router.serve(
    ep.sendWithdrawMailCode,
    done((_input, ctx) => account.sendOwnCode('email', meta(ctx), ctx.session)),
    codes,
  );
  router.serve(
    ep.checkEmailCode,
    done((input) => account.checkEmailCode(input.user_string, input.email_code, input.type)),
    { rateLimitPerMinute: 20 },
  );

  // ------------------------------------------------------------ sign-up and sign-in
  router.serve(ep.register, (input, ctx) => account.register(input, meta(ctx)), codes);
  router.serve(ep.login, (input, ctx) => account.login(input, meta(ctx)), {
    rateLimitPerMinute: 20,
  });
  router.serve(
    ep.logout,
    done((_input, ctx) => account.logout(ctx.session)),
  );
  router.serve(
    ep.forget,
    done((input) => account.forget(input)),
    codes,
  );

  // ------------------------------------------------------------ profile
  router.serve(ep.info, (_input, ctx) => account.info(ctx.session.userId));
  router.serve(
    ep.editNickname,
    done((values, ctx) => account.setProfile(ctx.session.userId, values)),
  );
  router.serve(
    ep.editSignature,
    done((values, ctx) => account.setProfile(ctx.session.userId, values)),
  );
  router.serve(
    ep.savePreferences,
    done((values, ctx) =>
      account.setProfile(ctx.session.userId, {
        ...(values.language ? { lang: values.language } : {}),
        ...(values.fiat ? { fiat: values.fiat } : {}),
      }),
    ),
  );
  router.serve(
    ep.setHeadPortrait,
    done((input, ctx) => account.setAvatar(ctx.session.userId, input.head_portrait)),
  );

  // ------------------------------------------------------------ security
  router.serve(
    ep.setPayPassword,
    done((v, ctx) => account.setPayPassword(ctx.session.userId, v)),
    security,
  );
  router.serve(
    ep.changeLoginPassword,
    done((v, ctx) => account.changeLoginPassword(ctx.session, v)),
    security,
  );
  router.serve(
    ep.bindMobile,
    done((v, ctx) => account.bindPhone(ctx.session.userId, v)),
    security,
  );
  router.serve(
    ep.bindEmail,
    done((v, ctx) => account.bindEmail(ctx.session.userId, v)),
    security,
  );
  router.serve(
    ep.setAntiPhishing,
    done((v, ctx) => account.setAntiPhishing(ctx.session.userId, v)),
    security,
  );
  router.serve(
    ep.enableTotp,
    done((v, ctx) => account.totpEnable(ctx.session.userId, v.totp_code)),
    security,
  );
  router.serve(
    ep.disableTotp,
    done((v, ctx) => account.totpDisable(ctx.session.userId, v.totp_code)),
    security,
  );
  router.serve(ep.setupTotp, (_input, ctx) => account.totpSetup(ctx.session.userId));
  router.serve(ep.sessions, (_input, ctx) => account.sessions(ctx.session));
  router.serve(ep.revokeOtherSessions, async (_input, ctx) => ({
    ended: await account.revokeOtherSessions(ctx.session),
  }));
  router.serve(
    ep.revokeSession,
    done((v, ctx) => account.revokeOneSession(ctx.session, v.id)),
    security,
  );

  // ------------------------------------------------------------ identity verification
  router.serve(ep.realState, (_input, ctx) => account.kycState(ctx.session.userId));
  router.serve(
    ep.submitReal,
    done((v, ctx) => account.kycSubmit(ctx.session.userId, v)),
    security,
  );

  uploadRoutes(router, account);

  // ------------------------------------------------------------ development outbox
  router.serve(ep.devOutbox, (input, ctx) =>
    account.devOutbox({ local: isLocalRequest(ctx), channel: input.channel, limit: input.limit }),
  );
}
