import type { QueryParams } from '../../shared/routing/navigation';
import type { RoutePath } from '../../shared/routing/route-table';
import type { IconName } from '../../shared/ui/icons';

/** The home quick entries of the description's section 2, each opening its route. */
export interface QuickEntry {
  /** Label key in the `home` namespace: `quick.<key>`. */
  key: string;
  icon: IconName;
  path: RoutePath;
  params?: QueryParams;
  /** Icon tint. */
  color: string;
}

const BLUE = '#2979ff';
const GREEN = '#19be6b';
const GOLD = '#f0a020';
const VIOLET = '#7c5cff';
const TEAL = '#16a5b8';
const CORAL = '#f4664a';

export const QUICK_ENTRIES: readonly QuickEntry[] = [
  { key: 'recharge', icon: 'deposit', path: '/pages/fund/select', color: GREEN },
  { key: 'withdraw', icon: 'withdraw', path: '/pages/fund/withdraw', color: CORAL },
  {
    key: 'stock',
    icon: 'stock',
    path: '/pages/market/market',
    params: { tab: 'stock' },
    color: BLUE,
  },
  { key: 'futures', icon: 'futures', path: '/pages/transaction/contract', color: VIOLET },
  { key: 'copyTrade', icon: 'copy', path: '/pages/copytrade/copy', color: TEAL },
  { key: 'financial', icon: 'earn', path: '/pages/financial/index', color: GOLD },
  {
    key: 'margin',
    icon: 'margin',
    path: '/pages/transaction/index2',
    color: CORAL,
  },
  { key: 'otc', icon: 'otc', path: '/pages/otc/otc', color: BLUE },
  { key: 'coupons', icon: 'coupon', path: '/pages/setting/coupon', color: CORAL },
  { key: 'bills', icon: 'bill', path: '/pages/setting/bill', color: TEAL },
  { key: 'exchange', icon: 'exchange', path: '/pages/fund/transfer', color: VIOLET },
  { key: 'lockMining', icon: 'lock', path: '/pages/lockming/lockming', color: GOLD },
  { key: 'game', icon: 'game', path: '/pages/game/game', color: CORAL },
  { key: 'chatRoom', icon: 'chat', path: '/pages/kefu/index', color: GREEN },
  { key: 'quickBuy', icon: 'bolt', path: '/pages/otc/otc', params: { mode: 'quick' }, color: GOLD },
  {
    key: 'defi',
    icon: 'defi',
    path: '/pages/financial/index',
    params: { tab: 'defi' },
    color: VIOLET,
  },
  {
    key: 'cloudMining',
    icon: 'cloud',
    path: '/pages/financial/index',
    params: { tab: 'cloud' },
    color: BLUE,
  },
  { key: 'loan', icon: 'loan', path: '/pages/common/borrowing', color: TEAL },
  {
    key: 'download',
    icon: 'download',
    path: '/pages/common/webView',
    params: { page: 'download' },
    color: BLUE,
  },
  { key: 'share', icon: 'share', path: '/pages/setting/share', color: GREEN },
  { key: 'whitePaper', icon: 'paper', path: '/pages/common/whiteBook', color: VIOLET },
  {
    key: 'commodities',
    icon: 'commodity',
    path: '/pages/market/market',
    params: { tab: 'commodities' },
    color: GOLD,
  },
  {
    key: 'forex',
    icon: 'forex',
    path: '/pages/market/market',
    params: { tab: 'forex' },
    color: TEAL,
  },
];
