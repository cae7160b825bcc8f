import { liabilitiesEndpoints } from '@tidemark/contracts';
import { describeLazyEndpoints } from '../../../shared/testing/lazy-endpoints';
import { assetsSummaryEndpoint } from './lazy';

describeLazyEndpoints('wallet', {
  assetsSummary: [assetsSummaryEndpoint, liabilitiesEndpoints.assetsSummary],
});
