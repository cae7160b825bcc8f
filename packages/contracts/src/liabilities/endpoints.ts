import { endpoint } from '../common/endpoint';
import {
  assetsSummarySchema,
  liabilityDayQuery,
  liabilityProofSchema,
  liabilityRootResponse,
} from './schemas';

/** The published root is for anyone (auditors too); a proof only for its own user. */
export const liabilitiesEndpoints = {
  root: endpoint({
    method: 'GET',
    path: '/api/liabilities/root',
    auth: 'public',
    input: liabilityDayQuery,
    output: liabilityRootResponse,
  }),
  proof: endpoint({
    method: 'GET',
    path: '/api/liabilities/proof',
    auth: 'user',
    input: liabilityDayQuery,
    output: liabilityProofSchema,
  }),
  /** The assets page's total and rows: the leaf's computation. */
  assetsSummary: endpoint({
    method: 'GET',
    path: '/api/wallet/assets_summary',
    auth: 'user',
    output: assetsSummarySchema,
  }),
} as const;
