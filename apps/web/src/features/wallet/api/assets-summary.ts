import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { walletKeys } from './keys';
import { walletSchemas } from './lazy';
import type { AssetsSummary } from './types';

/**
 * GET /api/wallet/assets_summary: what the platform owes the user, one row per kind (the
 * accounts, earn, dual, launchpad, loan collateral, OTC escrow, copy margin, NFT margins) and
 * their total, the same computation as the user's proof-of-liabilities leaf.
 */
export async function fetchAssetsSummary(): Promise<AssetsSummary> {
  return checked(
    api.get<unknown>('/wallet/assets_summary', undefined, { silent: true, loading: false }),
    walletSchemas,
    (m) => m.assetsSummarySchema,
  );
}

export function useAssetsSummary() {
  return useQuery(queryOptions({ queryKey: walletKeys.summary(), queryFn: fetchAssetsSummary }));
}
