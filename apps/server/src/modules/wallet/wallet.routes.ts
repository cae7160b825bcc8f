import { walletEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { WalletService } from './wallet.service';

export function walletRoutes(router: Router, wallet: WalletService): void {
  router.serve(ep.currencies, () => wallet.currencyList());
  router.serve(ep.nonEmptyBalances, (_input, ctx) => wallet.nonEmptyBalances(ctx.session.userId));
  router.serve(ep.list, (_input, ctx) => wallet.walletList(ctx.session.userId));
  router.serve(ep.detail, (input, ctx) =>
    wallet.balance(ctx.session.userId, input.currency, input.type),
  );

  // ------------------------------------------------------------ transfers and exchange
  router.serve(ep.change, (input, ctx) => wallet.changeAccount(ctx.session.userId, input));
  router.servePaged(ep.transferHistory, (input, ctx) =>
    wallet.transferHistory(ctx.session.userId, 'account', input),
  );
  router.serve(ep.exchangePairs, (_input, ctx) => wallet.exchangePairs(ctx.session.userId));
  router.serve(ep.exchangeQuote, (input) => wallet.exchangeQuote(input));
  router.serve(ep.exchange, (input, ctx) => wallet.exchange(ctx.session.userId, input));
  router.servePaged(ep.exchangeHistory, (input, ctx) =>
    wallet.transferHistory(ctx.session.userId, 'exchange', input),
  );

  // ------------------------------------------------------------ deposits
  router.serve(ep.depositAddress, (input, ctx) =>
    wallet.depositAddress(ctx.session.userId, input.currency, input.chain),
  );
  router.serve(ep.depositBank, () => wallet.depositBank());
  router.serve(
    ep.requestDeposit,
    (input, ctx) => wallet.requestDeposit(ctx.session.userId, input),
    {
      rateLimitPerMinute: 20,
    },
  );
  router.servePaged(ep.depositLog, (input, ctx) => wallet.depositLog(ctx.session.userId, input));

  // ------------------------------------------------------------ address book and cards
  router.serve(ep.saveAddress, (input, ctx) => wallet.saveAddress(ctx.session.userId, input));
  router.servePaged(ep.addresses, (input, ctx) =>
    wallet.addressList(ctx.session.userId, input, input.currency),
  );
  router.serve(ep.deleteAddress, async (input, ctx) => {
    await wallet.deleteAddress(ctx.session.userId, input.id);
    return true as const;
  });
  router.serve(ep.saveCard, async (input, ctx) => {
    await wallet.saveCard(ctx.session.userId, 'domestic', input);
    return true as const;
  });
  router.serve(ep.card, (_input, ctx) => wallet.card(ctx.session.userId, 'domestic'));
  router.serve(ep.saveInternationalCard, async (input, ctx) => {
    await wallet.saveCard(ctx.session.userId, 'international', input);
    return true as const;
  });
  router.serve(ep.internationalCard, (_input, ctx) =>
    wallet.card(ctx.session.userId, 'international'),
  );

  // ------------------------------------------------------------ withdrawals
  router.serve(ep.withdrawInfo, (input, ctx) =>
    wallet.withdrawInfo(ctx.session.userId, input.currency),
  );
  router.serve(ep.withdraw, (input, ctx) => wallet.withdraw(ctx.session.userId, input), {
    rateLimitPerMinute: 20,
  });
  router.servePaged(ep.withdrawals, (input, ctx) => wallet.withdrawList(ctx.session.userId, input));

  // ------------------------------------------------------------ bills
  router.servePaged(ep.bills, (input, ctx) => wallet.bills(ctx.session.userId, input, ctx.lang));
}
