import { commonErrors, type ErrorDefinition } from './common/errors';
import { ruleErrors } from './rules/errors';
import { accountErrors } from './account/errors';
import { walletErrors } from './wallet/errors';
import { spotErrors } from './spot/errors';
import { optionErrors } from './options/errors';
import { leverErrors } from './lever/errors';
import { copyErrors } from './copytrade/errors';
import { adminErrors } from './admin/errors';
import { launchpadErrors } from './launchpad/errors';
import { dualErrors } from './dual/errors';
import { earnErrors } from './earn/errors';
import { nftErrors } from './nft/errors';
import { communityErrors } from './community/errors';
import { consoleErrors } from './console/errors';
import { otcErrors } from './otc/errors';
import { loanErrors } from './loans/errors';
import { alertErrors } from './alerts/errors';
import { productAdminErrors } from './console/product-errors';
import { liabilityErrors } from './liabilities/errors';
import { tickLogErrors } from './market/tick-log';

/**
 * Every error code of every domain. A domain adds its `defineErrors({...})` object here;
 * a duplicate code is a type error at the spread and is caught by the catalogue test.
 */
export const ERROR_CATALOG = {
  ...commonErrors,
  ...ruleErrors,
  ...accountErrors,
  ...walletErrors,
  ...spotErrors,
  ...optionErrors,
  ...leverErrors,
  ...copyErrors,
  ...adminErrors,
  ...launchpadErrors,
  ...dualErrors,
  ...earnErrors,
  ...nftErrors,
  ...communityErrors,
  ...consoleErrors,
  ...otcErrors,
  ...loanErrors,
  ...alertErrors,
  ...productAdminErrors,
  ...liabilityErrors,
  ...tickLogErrors,
} satisfies Record<string, ErrorDefinition>;
export type ErrorCode = keyof typeof ERROR_CATALOG;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOG, code);
}
