import { useState, type ReactNode } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EarnOrder, EarnProduct } from '@tidemark/contracts';
import { divideDecimals, multiplyDecimals } from '../../../shared/format/decimal';
import { navigateTo } from '../../../shared/routing/navigation';
import type { RoutePath } from '../../../shared/routing/route-table';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import {
  AmountField,
  checkAmount,
  floorTo,
  lowestOf,
  useCurrencyPrecision,
  useSpotAvailable,
  type AmountRules,
} from '../../../shared/ui/amount-field';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { PagedList } from '../../../shared/ui/paged-list';
import tabs from '../../../shared/ui/tabs.module.css';
import { useEarnCommand, useEarnOrders, useEarnProducts } from '../api/earn-api';
import { percent, useAmountProblemText, useMoney } from './format';
import { OrderCard } from './order-card';
import { ProductAction } from './product-action';
import styles from './earn.module.css';

export type FinancialTab = 'defi' | 'cloud';

/** The other earn products, each named by its page's title: the Earn page is where they start. */
const EARN_ENTRIES: ReadonlyArray<{ path: RoutePath; titleKey: string; testId: string }> = [
  { path: '/pages/lockming/lockming', titleKey: 'lockming.lockming', testId: 'financial-lock' },
  { path: '/pages/ieo/ieo', titleKey: 'ieo.ieo', testId: 'financial-ieo' },
  { path: '/pages/invest/invest', titleKey: 'invest.invest', testId: 'financial-invest' },
  { path: '/pages/nft/nft', titleKey: 'nft.nft', testId: 'financial-nft' },
];

/** An amount (or unit count) typed in a confirmation sheet, then the command. */
function AmountSheet({
  title,
  rows,
  label,
  code,
  rules,
  limitText,
  available,
  maxValue,
  confirmLabel,
  testId,
  send,
  onClose,
  quick,
}: {
  title: string;
  rows: (value: string | null) => Array<{ key: string; label: string; value: string }>;
  label: string;
  /** The currency the amount (or the price of the units) is in. */
  code: string;
  /** What the screen knows of a valid amount; `decimals` undefined while the places load. */
  rules: Omit<AmountRules, 'decimals'> & { decimals: number | undefined };
  limitText?: (limit: string) => string;
  /** The spot balance the amount is paid from (undefined: not shown). */
  available?: string | undefined;
  /** The largest valid amount, for "Max" (undefined: no such action). */
  maxValue?: string | null;
  confirmLabel: string;
  testId: string;
  send: (value: string, key: string) => Promise<EarnOrder>;
  onClose: () => void;
  quick?: { label: string; value: string };
}) {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const problemText = useAmountProblemText();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const check = checkAmount(text, {
    ...rules,
    decimals: rules.decimals ?? Number.MAX_SAFE_INTEGER,
  });
  // Only an amount with nothing wrong is shown in the rows and sent, exactly as typed.
  const value = rules.decimals !== undefined && !check.problem ? check.value : null;
  const problem =
    (text.trim() !== '' || tried) && check.problem
      ? problemText(check.problem, code, rules.decimals, limitText)
      : null;
  const [pending, setPending] = useState(false);
  const sheet = useSheetCommand(
    async (key) => {
      setPending(true);
      try {
        return await send(value ?? '', key);
      } finally {
        setPending(false);
      }
    },
    () => {
      showToast(t('state.done'), 'success');
      onClose();
    },
  );
  return (
    <ConfirmSheet
      visible
      title={title}
      rows={rows(value)}
      error={sheet.error}
      pending={pending}
      confirmLabel={confirmLabel}
      onCancel={onClose}
      onConfirm={() => {
        setTried(true);
        if (value) void sheet.send();
      }}
      testId={testId}
    >
      <span className={styles.section}>{label}</span>
      <AmountField
        className={styles.input}
        value={text}
        onChange={(v) => {
          setText(v);
          sheet.setError(null);
        }}
        decimals={rules.decimals ?? 8}
        problem={problem}
        available={
          available === undefined
            ? null
            : { label: t('amount.available'), text: money(available, code) }
        }
        max={maxValue === undefined ? null : { label: t('amount.maxAction'), value: maxValue }}
        testId={`${testId}-input`}
      />
      {quick ? (
        <Button size="mini" fill="none" color="primary" onClick={() => setText(quick.value)}>
          {quick.label}
        </Button>
      ) : null}
    </ConfirmSheet>
  );
}

function Products({
  kind,
  render,
}: {
  kind: 'flexible' | 'cloud';
  render: (p: EarnProduct) => ReactNode;
}) {
  const { t } = useTranslation('earn');
  const query = useEarnProducts(kind);
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={3} />}
      errorTitle={t('state.loadFailed')}
      isEmpty={(list) => list.length === 0}
      emptyText={t('state.noProducts')}
    >
      {(list) => list.map(render)}
    </QueryView>
  );
}

function Holdings({
  kind,
  status,
  action,
}: {
  kind: 'flexible' | 'cloud';
  status: 1 | 2;
  action?: (o: EarnOrder) => ReactNode;
}) {
  const { t } = useTranslation('earn');
  const query = useEarnOrders(kind, status);
  const loggedIn = useAppStore(selectIsLoggedIn);
  if (!loggedIn) return null;
  return (
    <PagedList
      query={query}
      itemKey={(o) => o.id}
      renderItem={(o) => <OrderCard order={o} action={action?.(o)} />}
      compact
      emptyTitle={t('order.empty')}
      errorTitle={t('state.loadFailed')}
      testId={`earn-${kind}-${status}`}
    />
  );
}

function DefiTab() {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const command = useEarnCommand();
  const [subscribing, setSubscribing] = useState<EarnProduct | null>(null);
  const [redeeming, setRedeeming] = useState<EarnOrder | null>(null);
  const subscribePlaces = useCurrencyPrecision(subscribing?.currency_name);
  const subscribeAvailable = useSpotAvailable(subscribing?.currency_name);
  const subscribeLimit = subscribing
    ? lowestOf(subscribing.save_max, subscribing.quota_left, subscribing.user_cap)
    : null;
  const redeemPlaces = useCurrencyPrecision(redeeming?.currency_name);
  return (
    <div className={styles.page} data-testid="defi">
      <p className={styles.note}>{t('defi.intro')}</p>
      <Products
        kind="flexible"
        render={(p) => (
          <section key={p.id} className={styles.card} data-testid={`defi-product-${p.id}`}>
            <div className={styles.head}>
              <h2 className={styles.title}>
                {t('defi.productName', { currency: p.currency_name })}
              </h2>
              <span className={styles.rate}>{percent(p.annual_rate)}</span>
            </div>
            <div className={styles.grid}>
              <div>
                <span>{t('defi.annualRate')}</span>
                <strong>{percent(p.annual_rate)}</strong>
              </div>
              <div>
                <span>{t('lock.limits')}</span>
                <strong>
                  {money(p.save_min, p.currency_name, 'exact')} –{' '}
                  {money(p.save_max, p.currency_name, 'exact')}
                </strong>
              </div>
            </div>
            <ProductAction
              onSale={p.on_sale}
              onClick={() => setSubscribing(p)}
              testId={`defi-product-${p.id}-subscribe`}
            >
              {t('defi.subscribe')}
            </ProductAction>
          </section>
        )}
      />
      <h3 className={styles.section}>{t('defi.mine')}</h3>
      <Holdings
        kind="flexible"
        status={1}
        action={(o) => (
          <Button
            size="small"
            fill="outline"
            shape="rounded"
            onClick={() => setRedeeming(o)}
            data-testid={`earn-order-${o.id}-redeem-flexible`}
          >
            {t('defi.redeem')}
          </Button>
        )}
      />
      <h3 className={styles.section}>{t('order.finished')}</h3>
      <Holdings kind="flexible" status={2} />
      {subscribing ? (
        <AmountSheet
          title={t('defi.subscribeTitle', { currency: subscribing.currency_name })}
          label={t('buy.amount')}
          code={subscribing.currency_name}
          rules={{
            decimals: subscribePlaces,
            min: subscribing.save_min,
            max: subscribeLimit,
            available: subscribeAvailable,
          }}
          available={subscribeAvailable}
          maxValue={
            subscribePlaces !== undefined && subscribeAvailable !== undefined
              ? floorTo(lowestOf(subscribeLimit, subscribeAvailable) ?? '0', subscribePlaces)
              : null
          }
          confirmLabel={t('defi.subscribe')}
          testId="defi-subscribe"
          rows={(amount) => [
            {
              key: 'amount',
              label: t('buy.amount'),
              value: amount ? money(amount, subscribing.currency_name, 'exact') : '--',
            },
            { key: 'rate', label: t('defi.annualRate'), value: percent(subscribing.annual_rate) },
            { key: 'rule', label: t('defi.accrual'), value: t('defi.accrualValue') },
            { key: 'kept', label: t('defi.rateKept'), value: t('defi.rateKeptValue') },
          ]}
          send={(amount, key) =>
            command.mutateAsync({
              path: '/earn/flexible/subscribe',
              data: { product_id: subscribing.id, amount },
              key,
            })
          }
          onClose={() => setSubscribing(null)}
        />
      ) : null}
      {redeeming ? (
        <AmountSheet
          title={t('defi.redeemTitle')}
          label={t('buy.amount')}
          code={redeeming.currency_name}
          rules={{ decimals: redeemPlaces, max: redeeming.amount }}
          confirmLabel={t('defi.redeem')}
          testId="defi-redeem"
          quick={{ label: t('defi.all'), value: redeeming.amount }}
          rows={(amount) => [
            {
              key: 'held',
              label: t('defi.held'),
              value: money(redeeming.amount, redeeming.currency_name, 'exact'),
            },
            {
              key: 'amount',
              label: t('buy.amount'),
              value: amount ? money(amount, redeeming.currency_name, 'exact') : '--',
            },
          ]}
          send={(amount, key) =>
            command.mutateAsync({
              path: '/earn/flexible/redeem',
              data: { id: redeeming.id, amount },
              key,
            })
          }
          onClose={() => setRedeeming(null)}
        />
      ) : null}
    </div>
  );
}

function CloudTab() {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const command = useEarnCommand();
  const [buying, setBuying] = useState<EarnProduct | null>(null);
  const available = useSpotAvailable(buying?.currency_name);
  // Units are whole; the product's limits, its quota, the user's cap and the balance bound
  // what they cost.
  const price = buying?.unit_price && /[1-9]/.test(buying.unit_price) ? buying.unit_price : null;
  const costLimit = buying ? lowestOf(buying.save_max, buying.quota_left, buying.user_cap) : null;
  const unitsFor = (cost: string | null, mode: 'down' | 'up') =>
    price && cost ? divideDecimals(cost, price, 0, mode) : null;
  const maxUnits = unitsFor(costLimit, 'down');
  const fillUnits =
    available === undefined ? null : unitsFor(lowestOf(costLimit, available), 'down');
  return (
    <div className={styles.page} data-testid="cloud">
      <p className={styles.warn} data-testid="cloud-notice">
        {t('cloud.notice')}
      </p>
      <Products
        kind="cloud"
        render={(p) => (
          <section key={p.id} className={styles.card} data-testid={`cloud-product-${p.id}`}>
            <div className={styles.head}>
              <h2 className={styles.title}>{t('cloud.productName', { days: p.day })}</h2>
            </div>
            <div className={styles.grid}>
              <div>
                <span>{t('cloud.unitPrice')}</span>
                <strong>{money(p.unit_price, p.currency_name, 'cost')}</strong>
              </div>
              <div>
                <span>{t('lock.term')}</span>
                <strong>{t('lock.days', { count: p.day })}</strong>
              </div>
              <div>
                <span>{t('cloud.yield', { day: p.cloud_yield_day ?? '--' })}</span>
                <strong>{money(p.cloud_yield, p.payout_currency_name)}</strong>
              </div>
              <div>
                <span>{t('lock.quotaLeft')}</span>
                <strong>{money(p.quota_left, p.currency_name)}</strong>
              </div>
            </div>
            <ProductAction
              onSale={p.on_sale}
              onClick={() => setBuying(p)}
              testId={`cloud-product-${p.id}-buy`}
            >
              {t('cloud.buy')}
            </ProductAction>
          </section>
        )}
      />
      <h3 className={styles.section}>{t('cloud.mine')}</h3>
      <Holdings kind="cloud" status={1} />
      <h3 className={styles.section}>{t('order.finished')}</h3>
      <Holdings kind="cloud" status={2} />
      {buying ? (
        <AmountSheet
          title={t('cloud.buyTitle', { days: buying.day })}
          label={t('cloud.units')}
          code={buying.currency_name}
          rules={{
            decimals: 0,
            min: unitsFor(buying.save_min, 'up'),
            max: maxUnits,
            available,
            spend: (units) => multiplyDecimals(buying.unit_price ?? '0', units),
          }}
          limitText={(units) => t('cloud.unitsValue', { count: Number(units) })}
          available={available}
          maxValue={fillUnits}
          confirmLabel={t('cloud.buy')}
          testId="cloud-buy"
          rows={(units) => [
            {
              key: 'units',
              label: t('cloud.units'),
              value: units ? t('cloud.unitsValue', { count: Number(units) }) : '--',
            },
            {
              key: 'price',
              label: t('cloud.price'),
              value: units
                ? money(
                    multiplyDecimals(buying.unit_price ?? '0', units),
                    buying.currency_name,
                    'exact',
                  )
                : '--',
            },
            {
              key: 'daily',
              label: t('cloud.dailyPayout'),
              value: units
                ? money(
                    multiplyDecimals(buying.cloud_yield ?? '0', units),
                    buying.payout_currency_name,
                  )
                : '--',
            },
            { key: 'notice', label: t('cloud.principal'), value: t('cloud.notReturned') },
          ]}
          send={(units, key) =>
            command.mutateAsync({
              path: '/earn/cloud/buy',
              data: { product_id: buying.id, units: Number(units) },
              key,
            })
          }
          onClose={() => setBuying(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * pages/financial/index: the DeFi (flexible savings) and cloud mining tabs, and the ways to the
 * other earn products (lock mining, token subscription, dual investment, the NFT market).
 */
export function FinancialView({
  tab,
  onTabChange,
}: {
  tab: FinancialTab;
  onTabChange: (tab: FinancialTab) => void;
}) {
  const { t } = useTranslation('earn');
  const { t: tr } = useTranslation('routes');
  return (
    <div data-testid="financial">
      <div className={tabs.sticky}>
        <Tabs activeKey={tab} onChange={(k) => onTabChange(k as FinancialTab)}>
          <Tabs.Tab
            key="defi"
            title={<span data-testid="financial-tab-defi">{t('defi.tab')}</span>}
          />
          <Tabs.Tab
            key="cloud"
            title={<span data-testid="financial-tab-cloud">{t('cloud.tab')}</span>}
          />
        </Tabs>
      </div>
      <div className={styles.entries}>
        {EARN_ENTRIES.map((entry) => (
          <Button
            key={entry.path}
            fill="outline"
            shape="rounded"
            onClick={() => void navigateTo(entry.path)}
            data-testid={entry.testId}
          >
            {tr(entry.titleKey)}
          </Button>
        ))}
      </div>
      {tab === 'defi' ? <DefiTab /> : <CloudTab />}
    </div>
  );
}
