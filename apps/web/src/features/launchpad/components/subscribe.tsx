import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProjectOrder } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { sanitizeDecimalInput } from '../../../shared/format/decimal-input';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { LoadError, LoadingLines } from '../../../shared/ui/load-states';
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

/** /pages/ieo/subscribe?id=: the project, its rules, the amount with limits, a confirmation. */
export function ProjectSubscribe({ id }: { id: number }) {
  const { t } = useTranslation('launchpad');
  const money = useMoneyText();
  const detail = useProjectDetail(id);
  const loggedIn = useAppStore(selectIsLoggedIn);
  const openLogin = useOpenLogin();
  const [amount, setAmount] = useState('');
  const [payIndex, setPayIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const subscribe = useSubscribe();
  usePageTitle(detail.data?.info.title);
  const command = useSheetCommand(
    (key) =>
      subscribe.mutateAsync({
        project_id: id,
        amount,
        pay_currency: detail.data!.info.prices[payIndex]!.currency_id,
        idempotency_key: key,
      }),
    (_order: ProjectOrder) => {
      setConfirming(false);
      setAmount('');
    },
  );

  if (detail.isPending) return <LoadingLines />;
  if (!detail.data)
    return <LoadError title={t('loadFailed')} onRetry={() => void detail.refetch()} wide />;
  const { info, orders } = detail.data;
  const price = info.prices[payIndex] ?? info.prices[0];
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
          <div data-testid="ieo-amount">
            <Input
              id="ieo-amount"
              inputMode="decimal"
              value={amount}
              placeholder={t('amountHint', { min: info.min, max: detail.data.user_remaining })}
              onChange={(v) => setAmount(sanitizeDecimalInput(v, info.precision))}
            />
          </div>
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
            onClick={() => (loggedIn ? setConfirming(true) : openLogin())}
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
          price && cost
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
        error={command.error}
        pending={subscribe.isPending}
        onCancel={() => {
          command.reset();
          setConfirming(false);
        }}
        onConfirm={() => void command.send()}
        testId="ieo-confirm"
      >
        <p className={sheet.note}>{t('confirm.note')}</p>
      </ConfirmSheet>
    </div>
  );
}
