import { formatDate } from '@tidemark/contracts';
import { path } from '../../../shared/routing/route-table';

export const PURCHASE_PATH = path('/pages/invest/purchase');
export const MINE_PATH = path('/pages/invest/mine');
export const HELP_PATH = path('/pages/invest/help');

export const utc = (s: number) => `${formatDate(s, 'yyyy-mm-dd hh:MM', { timeZone: 'UTC' })} UTC`;
/** A tick time (ms) to the second, so it can be found in the tick log. */
export const tickTime = (ms: number) =>
  `${formatDate(ms, 'yyyy-mm-dd hh:MM:ss', { timeZone: 'UTC' })} UTC`;
