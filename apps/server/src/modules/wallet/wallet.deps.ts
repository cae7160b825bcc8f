import type { Platform } from '../../platform/module';
import type { Tx } from '../../platform/db';

/** What the wallet reads of the market: its instruments and their last prices. */
export interface MarketQuotes {
  instruments(): ReadonlyArray<{ symbol: string; quote: string; currency_id: number | null }>;
  price(symbol: string): { price: string; stale: boolean } | null;
}

/** The lever account's guard on money leaving it. */
export interface LeverGuard {
  checkTransferOut(tx: Tx, userId: number, currencyId: number, amount: string): Promise<void>;
}

/** The account checks a withdrawal needs. */
export interface AccountChecks {
  checkPayPassword(userId: number, password: string): Promise<void>;
  checkTotpIfEnabled(userId: number, code: string | undefined): Promise<void>;
}

export interface WalletDeps extends Pick<Platform, 'db' | 'realtime' | 'config' | 'log'> {
  market: MarketQuotes;
  lever: LeverGuard;
  account: AccountChecks;
}
