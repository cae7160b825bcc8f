import { queryOptions, useQuery } from '@tanstack/react-query';
import { callLazy } from '../../../shared/api/lazy-endpoint';
import { walletKeys } from './keys';
import { assetsSummaryEndpoint } from './lazy';
import type { AssetsSummary } from './types';

/**
 * GET /api/wallet/assets_summary: what the platform owes the user, one row per kind (the
 * accounts, earn, dual, launchpad, loan collateral, OTC escrow, copy margin, NFT margins) and
 * their total, the same computation as the user's proof-of-liabilities leaf.
 */
export async function fetchAssetsSummary(): Promise<AssetsSummary> {
  return callLazy(assetsSummaryEndpoint, undefined, { silent: true, loading: false });
}

export function useAssetsSummary() {
  return useQuery(queryOptions({ queryKey: walletKeys.summary(), queryFn: fetchAssetsSummary }));
}
