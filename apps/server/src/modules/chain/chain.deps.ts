import type { Platform } from '../../platform/module';

/** The wallet's deposit address of a user on a chain (created on first use, as the wallet does). */
export interface DepositAddresses {
  depositAddress(userId: number, currencyId: number, chain: string): Promise<{ address: string }>;
}

/** What the chain module uses: the platform (the wallet's tables through its repo functions), and the wallet's deposit addresses. */
export type ChainDeps = Pick<Platform, 'db' | 'realtime' | 'config' | 'log' | 'clock'> & {
  wallet?: DepositAddresses;
};
