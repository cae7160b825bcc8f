import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { compareDecimals, type ProjectDetail, type ProjectOrder } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { divideDecimals, subtractDecimals } from '../../../shared/format/decimal';
import {
  AmountField,
  checkAmount,
  floorTo,
  lowestOf,
  useSpotAvailable,
  type AmountProblem,
} from '../../../shared/ui/amount-field';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { loadGate } from '../../../shared/ui/load-states';
import { navigateTo } from '../../../shared/routing/navigation';
import { usePageTitle } from '../../../shared/ui/page-title';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { useOpenLogin } from '../../../shared/routing/use-open-login';
import sheet from '../../../shared/ui/sheet.module.css';
import { useProjectDetail, useSubscribe } from '../api';
import { holdFor } from '../rules';
import { OrderCard } from './order-card';
import { IEO_ORDERS_PATH, PhaseBadge, ProjectCountdown, utc } from './project-list';
import styles from './launchpad.module.css';

/**
 * The most tokens one subscription may ask for now: the per-user room left, and what the
 * spot balance of the pay currency can hold (the payment is rounded up, so one step less
 * when it would not fit).
 */
function largestAmount(
  detail: ProjectDetail,
  price: ProjectDetail['info']['prices'][number],
  available: string,
): string {
  const { precision } = detail.info;
  let amount = floorTo(
    lowestOf(
      detail.user_remaining,
      detail.info.max,
      divideDecimals(available, price.price, precision, 'down'),
    ) ?? '0',
    precision,
  );
  const step = precision > 0 ? `0.${'0'.repeat(precision - 1)}1` : '1';
  for (let i = 0; i < 3 && compareDecimals(amount, '0') > 0; i += 1) {
    if (compareDecimals(holdFor(amount, price.price, price.precision), available) <= 0) break;
    amount = floorTo(subtractDecimals(amount, step), precision);
  }
  return amount;
}

/** The words for what is wrong with a typed amount of `token` (paid in `pay`). */
function useAmountProblemText() {
  const { t } = useTranslation('launchpad');
  const money = useMoneyText();
  return (problem: AmountProblem, token: string, places: number, pay: string | undefined) => {
    const tokens = (limit: string) => `${money(limit, token, 'exact')} ${token}`;
    switch (problem.kind) {
      case 'required':
        return t('amount.required');
      case 'invalid':
      case 'whole':
        return t('amount.invalid');
      case 'decimals':
        return t('amount.decimals', { currency: token, places });
      case 'min':
        return t('amount.below', { limit: tokens(problem.limit) });
      case 'max':
        return t('amount.above', { limit: tokens(problem.limit) });
      case 'balance':
        return t('amount.balance', { limit: `${money(problem.limit, pay)} ${pay ?? ''}`.trim() });
    }
  };
}

/** /pages/ieo/subscribe?id=: the project, its rules, the amount with limits, a confirmation. */
export function ProjectSubscribe({ id }: { id: number }) {
  const { t } = useTranslation('launchpad');
  const money = useMoneyText();
  const problemText = useAmountProblemText();
  const detail = useProjectDetail(id);
  const loggedIn = useAppStore(selectIsLoggedIn);
  const openLogin = useOpenLogin();
  const [text, setText] = useState('');
  const [payIndex, setPayIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const subscribe = useSubscribe();
  const payCode = (detail.data?.info.prices[payIndex] ?? detail.data?.info.prices[0])
    ?.currency_name;
  const available = useSpotAvailable(loggedIn ? payCode : undefined);
  usePageTitle(detail.data?.info.title);
  const command = useSheetCommand(
    (key) =>
      subscribe.mutateAsync({
        project_id: id,
        amount: amount ?? '',
        pay_currency: detail.data!.info.prices[payIndex]!.currency_id,
        idempotency_key: key,
      }),
    (_order: ProjectOrder) => {
      setConfirming(false);
      setText('');
    },
  );

  const gate = loadGate(
    detail,
    id,
    {
      codes: ['project_not_found'],
      title: t('projectMissing'),
      backTo: '/pages/ieo/ieo',
      testId: 'ieo-project-missing',
    },
    t('loadFailed'),
  );
  if (gate !== null || !detail.data) return gate;
  const { info, orders } = detail.data;
  const price = info.prices[payIndex] ?? info.prices[0];
  // What the screen knows before the server: the token's places, the limits, the per-user
  // room left and the balance the payment is frozen from.
  const check = checkAmount(text, {
    decimals: info.precision,
    min: info.min,
    max: lowestOf(info.max, detail.data.user_remaining),
    available: loggedIn ? available : undefined,
    spend: (value) => (price ? holdFor(value, price.price, price.precision) : value),
  });
  const amount = check.problem ? null : check.value;
  const problem =
    text.trim() !== '' && check.problem
      ? problemText(check.problem, info.currency_name, info.precision, price?.currency_name)
      : null;
  const cost = price && amount ? holdFor(amount, price.price, price.precision) : null;
  const open = info.time_status === 2;
  const rows: Array<[string, string, string]> = [
    [
      'price',
      t('price'),
      price ? `${money(price.price, price.currency_name, 'exact')} ${price.currency_name}` : '--',
    ],
    ['forSale', t('forSale'), `${money(info.amount, info.currency_name)} ${info.currency_name}`],
    [
      'applied',
      t('applied'),
      `${money(info.total_apply, info.currency_name)} ${info.currency_name} (${info.percentage}%)`,
    ],
    [
      'limits',
      t('limits'),
      `${money(info.min, info.currency_name, 'exact')} – ${money(info.max, info.currency_name, 'exact')} ${info.currency_name}`,
    ],
    ['warmup', t('warmupAt'), utc(info.warmup_at)],
    ['start', t('startAt'), utc(info.start_at)],
    ['end', t('endAt'), utc(info.end_at)],
    ['listing', t('listingAt'), utc(info.sell_begin)],
    ['lock', t('lockDays'), t('days', { count: info.lock_days })],
  ];
  if (info.total_allocated !== null)
    rows.push([
      'allocatedTotal',
      t('allocatedTotal'),
      `${money(info.total_allocated, info.currency_name)} ${info.currency_name}`,
    ]);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.title}>
            {info.title} ({info.currency_name})
          </h2>
          <PhaseBadge project={info} />
        </div>
        <ProjectCountdown project={info} readAt={detail.dataUpdatedAt} />
        {rows.map(([key, label, value]) => (
          <div key={key} className={styles.row}>
            <span>{label}</span>
            <span data-testid={`ieo-detail-${key}`}>{value}</span>
          </div>
        ))}
        <div className={styles.links}>
          {info.white_book ? (
            <a href={info.white_book} target="_blank" rel="noreferrer noopener">
              {t('whitePaper')}
            </a>
          ) : null}
          {info.link ? (
            <a href={info.link} target="_blank" rel="noreferrer noopener">
              {t('website')}
            </a>
          ) : null}
        </div>
        {info.content ? <p className={styles.text}>{info.content}</p> : null}
      </section>

      <section className={styles.card}>
        <h3 className={styles.title}>{t('rules.title')}</h3>
        <p className={styles.text}>{t('rules.text', { lock: info.lock_days })}</p>
      </section>

      {open ? (
        <section className={styles.card}>
          {info.prices.length > 1 ? (
            <div className={styles.links}>
              {info.prices.map((p, i) => (
                <Button
                  key={p.currency_id}
                  size="mini"
                  color={i === payIndex ? 'primary' : 'default'}
                  onClick={() => setPayIndex(i)}
                >
                  {p.currency_name}
                </Button>
              ))}
            </div>
          ) : null}
          <label className={styles.muted} htmlFor="ieo-amount">
            {t('amountLabel', { token: info.currency_name })}
          </label>
          <AmountField
            id="ieo-amount"
            value={text}
            onChange={setText}
            decimals={info.precision}
            placeholder={t('amountHint', { min: info.min, max: detail.data.user_remaining })}
            problem={problem}
            available={
              loggedIn && price && available !== undefined
                ? {
                    label: t('amount.available'),
                    text: `${money(available, price.currency_name)} ${price.currency_name}`,
                  }
                : null
            }
            max={{
              label: t('amount.maxAction'),
              value:
                price && available !== undefined
                  ? largestAmount(detail.data, price, available)
                  : null,
            }}
            testId="ieo-amount"
          />
          <div className={styles.row}>
            <span>{t('costHeld')}</span>
            <span data-testid="ieo-cost">
              {cost && price
                ? `${money(cost, price.currency_name, 'cost')} ${price.currency_name}`
                : '--'}
            </span>
          </div>
          <div className={styles.row}>
            <span>{t('yourRemaining')}</span>
            <span>
              {money(detail.data.user_remaining, info.currency_name)} {info.currency_name}
            </span>
          </div>
          <Button
            block
            color="primary"
            disabled={loggedIn && (!amount || !cost)}
            onClick={() => {
              if (!loggedIn) openLogin();
              else if (amount && cost) setConfirming(true);
            }}
            data-testid="ieo-subscribe"
          >
            {loggedIn ? t('subscribe') : t('loginToSubscribe')}
          </Button>
        </section>
      ) : null}

      {orders.length > 0 ? (
        <section className={styles.page} style={{ padding: 0 }}>
          <div className={styles.head}>
            <h3 className={styles.title}>{t('yourOrders')}</h3>
            <Button size="mini" fill="none" onClick={() => navigateTo(IEO_ORDERS_PATH)}>
              {t('allOrders')}
            </Button>
          </div>
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </section>
      ) : null}

      <ConfirmSheet
        visible={confirming}
        title={t('confirm.title')}
        rows={
          price && cost && amount
            ? [
                {
                  key: 'amount',
                  label: t('confirm.amount'),
                  value: `${money(amount, info.currency_name, 'exact')} ${info.currency_name}`,
                },
                {
                  key: 'price',
                  label: t('price'),
                  value: `${money(price.price, price.currency_name, 'exact')} ${price.currency_name}`,
                },
                {
                  key: 'cost',
                  label: t('costHeld'),
                  value: `${money(cost, price.currency_name, 'exact')} ${price.currency_name}`,
                },
              ]
            : []
        }
        command={command}
        pending={subscribe.isPending}
        onCancel={() => setConfirming(false)}
        testId="ieo-confirm"
      >
        <p className={sheet.note}>{t('confirm.note')}</p>
      </ConfirmSheet>
    </div>
  );
}
