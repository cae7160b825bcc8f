import type { AnyModule } from '../platform/module';
import { siteModule } from './site';
import { accountModule } from './account';
import { adminModule } from './admin';
import { walletModule } from './wallet';
import { marketModule } from './market';
import { contentModule } from './content';
import { optionsModule } from './options';
import { spotModule } from './spot';
import { leverModule } from './lever';
import { devModule } from './dev';
import { launchpadModule } from './launchpad';
import { dualModule } from './dual';
import { earnModule } from './earn';
import { nftModule } from './nft';
import { copytradeModule } from './copytrade';
import { messagesModule } from './messages';
import { couponsModule } from './coupons';
import { inviteModule } from './invite';
import { feedbackModule } from './feedback';
import { supportModule } from './support';
import { gameModule } from './game';
import { consoleModule } from './console';
import { otcModule } from './otc';
import { loansModule } from './loans';
import { alertsModule } from './alerts';
import { productAdminModule } from './productadmin';
import { backofficeModule } from './backoffice';
import { liabilitiesModule } from './liabilities';
import { verifyModule } from './verify';
import { chainModule } from './chain';

/** Every business area. `buildApp` orders them by what each needs. */
export const modules: readonly AnyModule[] = [
  siteModule,
  accountModule,
  adminModule,
  contentModule,
  marketModule,
  walletModule,
  chainModule,
  spotModule,
  optionsModule,
  leverModule,
  devModule,
  launchpadModule,
  dualModule,
  earnModule,
  nftModule,
  copytradeModule,
  messagesModule,
  couponsModule,
  inviteModule,
  feedbackModule,
  supportModule,
  gameModule,
  consoleModule,
  otcModule,
  loansModule,
  alertsModule,
  productAdminModule,
  backofficeModule,
  liabilitiesModule,
  verifyModule,
];
