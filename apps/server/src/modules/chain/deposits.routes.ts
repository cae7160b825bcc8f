import { chainEndpoints as ep } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import { isLocalRequest, type RequestContext, type Router } from '../../platform/route';
import type { ChainService } from './chain.service';
import { sendTestDeposit, testDepositCurrencies, userChainDeposits } from './deposits.service';

const local = (ctx: RequestContext) => {
  if (!isLocalRequest(ctx)) fail('not_found');
};

/** A user's on-chain deposits; in demo mode on the local node, test deposits from this machine. */
export function depositRoutes(router: Router, chain: ChainService): void {
  router.servePaged(ep.deposits, (input, ctx) =>
    userChainDeposits(chain.deps.db, chain.view, ctx.session.userId, input),
  );

  // Only on the embedded node in demo mode, and only for a request from this machine.
  const currencies = testDepositCurrencies(chain.runtimes);
  const wallet = chain.deps.wallet;
  if (!chain.deps.config.devOutbox || currencies.length === 0 || !wallet) return;
  router.serve(ep.testDepositOffer, async (_input, ctx) => {
    local(ctx);
    return { available: true as const, currencies };
  });
  router.serve(ep.testDeposit, async (input, ctx) => {
    local(ctx);
    return sendTestDeposit(
      chain.runtimes,
      async (userId, currencyId, net) =>
        (await wallet.depositAddress(userId, currencyId, net)).address,
      ctx.session.userId,
      input,
    );
  });
}
