import { useState, type ReactNode } from 'react';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { compareDecimals } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import type { RoutePath } from '../../../shared/routing/route-table';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { useWalletList } from '../api/wallet-list';
import { useAssetsSummary } from '../api/assets-summary';
import type { AccountSummary, AssetsSummary, Balance, HoldingRow, WalletList } from '../api/types';
import { useMoneyText } from '../../../shared/api/currencies';
import { formatFiat } from '../../../shared/format/amount';
import { HIDDEN_AMOUNT } from '../format';
import { useHideAmounts } from '../hooks/use-hide-amounts';
import { isSmallBalance, useHideSmall } from '../hooks/use-hide-small';
import { CoinIcon } from '../../../shared/ui/coin-icon';
import { HideSmallSwitch } from './hide-small-switch';
import hideSmall from './hide-small.module.css';
import { EmptyState, QueryView } from './query-views';
import styles from './assets.module.css';
import { TabBar } from '../../../shared/ui/tab-bar';

type TabKey = 'overview' | 'change' | 'lever' | 'micro' | 'mining';
const TABS: readonly TabKey[] = ['overview', 'change', 'lever', 'micro', 'mining'];
const TAB_TYPES: Partial<Record<TabKey, number>> = { change: 2, lever: 3, micro: 4 };

const ACTIONS: ReadonlyArray<{ key: string; icon: IconName; path: RoutePath; action?: string }> = [
  { key: 'deposit', icon: 'deposit', path: '/pages/fund/select', action: 'receive' },
  { key: 'withdraw', icon: 'withdraw', path: '/pages/fund/select', action: 'withdraw' },
  { key: 'transfer', icon: 'trade', path: '/pages/fund/fundTransfer' },
  { key: 'exchange', icon: 'exchange', path: '/pages/fund/transfer' },
  { key: 'records', icon: 'bill', path: '/pages/fund/receive_withdraw_record' },
];

function useMask() {
  const hidden = useHideAmounts((s) => s.hidden);
  return (text: string) => (hidden ? HIDDEN_AMOUNT : text);
}

function Summary({ summary }: { summary: AssetsSummary }) {
  const { t } = useTranslation('wallet');
  const hidden = useHideAmounts((s) => s.hidden);
  const toggle = useHideAmounts((s) => s.toggle);
  const mask = useMask();
  const money = useMoneyText();
  return (
    <section className={styles.summary} data-testid="assets-summary">
      <div className={styles.summaryHead}>
        <span>{t('assets.total')}</span>
        <button
          type="button"
          className={styles.eye}
          onClick={toggle}
          aria-pressed={hidden}
          aria-label={hidden ? t('assets.show') : t('assets.hide')}
          data-testid="assets-eye"
        >
          <EyeIcon closed={hidden} />
        </button>
      </div>
      <p className={styles.total} data-testid="assets-total">
        {mask(money(summary.total_usdt, 'USDT'))}
      </p>
      <p className={styles.fiat} data-testid="assets-total-fiat">
        ≈ {mask(formatFiat(summary.total_fiat))} {summary.fiat}
      </p>
      <nav className={styles.actions} aria-label={t('assets.actions')}>
        {ACTIONS.map((a) => (
          <button
            key={a.key}
            type="button"
            className={styles.action}
            onClick={() => void navigateTo(a.path, a.action ? { action: a.action } : undefined)}
            data-testid={`assets-${a.key}`}
          >
            <span className={styles.actionIcon}>
              <Icon name={a.icon} size={20} />
            </span>
            {t(`assets.${a.key}`)}
          </button>
        ))}
      </nav>
    </section>
  );
}

function EyeIcon({ closed }: { closed: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {closed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** Where a kind's row leads: an account opens its tab here, a product its own page. */
const KIND_TARGETS: Record<HoldingRow['kind'], TabKey | RoutePath> = {
  spot: 'change',
  contract: 'lever',
  options: 'micro',
  fiat: '/pages/otc/otc',
  lock_mining: 'mining',
  defi: '/pages/financial/index',
  dual: '/pages/invest/mine',
  launchpad: '/pages/ieo/order',
  loan_collateral: '/pages/common/borrowing',
  otc: '/pages/otc/otc',
  copytrade: '/pages/copytrade/my',
  nft: '/pages/nft/mine',
};

/** One kind of holding: its name and USDT value; the total above is the sum of these rows. */
function HoldingCard({ row, onOpen }: { row: HoldingRow; onOpen: (tab: TabKey) => void }) {
  const { t } = useTranslation('wallet');
  const mask = useMask();
  const money = useMoneyText();
  const target = KIND_TARGETS[row.kind];
  return (
    <button
      type="button"
      className={styles.accountCard}
      onClick={() =>
        target.startsWith('/') ? void navigateTo(target as RoutePath) : onOpen(target as TabKey)
      }
      data-testid={`holding-${row.kind}`}
    >
      <span className={styles.accountName}>{t(`holdings.${row.kind}`)}</span>
      <span className={styles.accountValue}>
        <strong data-testid={`holding-${row.kind}-total`}>
          {mask(money(row.usdt_value, 'USDT'))} USDT
        </strong>
      </span>
      <Icon name="chevronRight" size={16} />
    </button>
  );
}

/** Holdings first (by value), then the rest by name. */
function sortBalances(balances: readonly Balance[]): Balance[] {
  const held = (b: Balance) => /[1-9]/.test(b.available) || /[1-9]/.test(b.frozen);
  return [...balances].sort((a, b) => {
    if (held(a) !== held(b)) return held(a) ? -1 : 1;
    return (
      compareDecimals(b.usdt_value, a.usdt_value) || a.currency_name.localeCompare(b.currency_name)
    );
  });
}

function BalanceRows({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('wallet');
  const mask = useMask();
  const money = useMoneyText();
  const hideSmallBalances = useHideSmall((s) => s.hidden);
  const shown = sortBalances(account.balances).filter(
    (b) => !hideSmallBalances || !isSmallBalance(b),
  );
  return (
    <>
      <div className={styles.accountTotal}>
        <span>{t('assets.accountTotal')}</span>
        <strong>{mask(money(account.total_usdt, 'USDT'))} USDT</strong>
      </div>
      <HideSmallSwitch />
      {shown.length === 0 ? (
        <p className={hideSmall.none} data-testid="assets-all-small">
          {t('assets.allSmall')}
        </p>
      ) : null}
      <ul className={styles.balances} data-testid={`balances-${account.name}`}>
        {shown.map((b) => (
          <li key={b.currency_id}>
            <button
              type="button"
              className={styles.balance}
              onClick={() =>
                void navigateTo('/pages/fund/assets_record', {
                  currency: b.currency_id,
                  type: account.account_type,
                })
              }
              data-testid={`balance-${account.name}-${b.currency_name}`}
            >
              <span className={styles.balanceHead}>
                <span className={hideSmall.icon}>
                  <CoinIcon code={b.currency_name} />
                  <strong>{b.currency_name}</strong>
                </span>
                <span>≈ {mask(money(b.usdt_value, 'USDT'))} USDT</span>
              </span>
              <span className={styles.balanceCols}>
                <span>
                  {t('assets.available')}
                  <strong data-testid="available">
                    {mask(money(b.available, b.currency_name))}
                  </strong>
                </span>
                <span>
                  {t('assets.frozen')}
                  <strong>{mask(money(b.frozen, b.currency_name))}</strong>
                </span>
                <span>
                  {t('assets.value')}
                  <strong>{mask(formatFiat(b.fiat_value))}</strong>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The mining tab: the list of earn holdings, which the wallet does not own (the page passes it
 * in); their value is the summary's lock mining and DeFi rows.
 */
export interface MiningSlot {
  view: ReactNode;
}

function TabBody({
  tab,
  wallet,
  summary,
  onOpen,
  mining,
}: {
  tab: TabKey;
  wallet: WalletList;
  summary: AssetsSummary;
  onOpen: (tab: TabKey) => void;
  mining?: MiningSlot | undefined;
}) {
  const { t } = useTranslation('wallet');
  const mask = useMask();
  const money = useMoneyText();
  if (tab === 'overview') {
    return (
      <div className={styles.accounts} data-testid="holdings">
        {summary.rows.map((row) => (
          <HoldingCard key={row.kind} row={row} onOpen={onOpen} />
        ))}
      </div>
    );
  }
  if (tab === 'mining') {
    if (mining) return <>{mining.view}</>;
    return (
      <>
        <div className={styles.accountTotal}>
          <span>{t('assets.accountTotal')}</span>
          <strong>{mask(money('0', 'USDT'))} USDT</strong>
        </div>
        <EmptyState title={t('assets.miningEmpty')} />
      </>
    );
  }
  const account = wallet.accounts.find((a) => a.account_type === TAB_TYPES[tab]);
  return account ? <BalanceRows account={account} /> : null;
}

/** The assets tab: totals, actions, accounts and balances. */
export function AssetsView({
  mining,
  footer,
}: { mining?: MiningSlot; footer?: ReactNode | undefined } = {}) {
  const { t } = useTranslation('wallet');
  const query = useWalletList();
  const summaryQuery = useAssetsSummary();
  const [tab, setTab] = useState<TabKey>('overview');
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([query.refetch(), summaryQuery.refetch()]);
      }}
    >
      <div className={styles.page} data-testid="assets">
        <QueryView query={query}>
          {(wallet) => (
            <QueryView query={summaryQuery}>
              {(summary) => (
                <>
                  <Summary summary={summary} />
                  <div className={styles.tabsCard}>
                    <TabBar
                      items={TABS.map((key) => ({
                        key,
                        title: (
                          <span data-testid={`assets-tab-${key}`}>{t(`assets.tabs.${key}`)}</span>
                        ),
                      }))}
                      active={tab}
                      onChange={setTab}
                    />
                    <TabBody
                      tab={tab}
                      wallet={wallet}
                      summary={summary}
                      onOpen={setTab}
                      mining={mining}
                    />
                  </div>
                  <button
                    type="button"
                    className={styles.billsLink}
                    onClick={() => void navigateTo('/pages/fund/assets_all_record')}
                    data-testid="assets-bills"
                  >
                    <Icon name="bill" size={18} />
                    <span>{t('assets.bills')}</span>
                    <Icon name="chevronRight" size={16} />
                  </button>
                  {footer}
                </>
              )}
            </QueryView>
          )}
        </QueryView>
      </div>
    </PullToRefresh>
  );
}
