/**
 * Copy trading screens: the trader ranking, a trader's profile with the follow sheet, the
 * follow settings page, my copy trading (follows, copies, history, skips, being a trader)
 * and the agreement.
 */
export { TraderList } from './components/trader-list';
export { TraderProfile } from './components/trader-profile';
export { FollowPage } from './components/follow-page';
export { MyCopyTrading, myTabFrom } from './components/my-copytrade';
export { CopyAgreement } from './components/agreement';
