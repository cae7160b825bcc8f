import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EarnOrder } from '@tidemark/contracts';
import { subtractDecimals } from '../../../shared/format/decimal';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import record from '../../../shared/ui/record.module.css';
import { useEarnCommand } from '../api/earn-api';
import { day, percent, useMoney } from './format';
import { IncomeList } from './income-list';
import styles from './earn.module.css';

/** Early redemption of a lock order: the exact amount that comes back, then the command. */
function RedeemSheet({ order, onClose }: { order: EarnOrder; onClose: () => void }) {
  const show = useMoney();
  /** What the redemption moves, to the last place. */
  const money = (value: string, code: string) => show(value, code, 'exact');
  const { t } = useTranslation('earn');
  const command = useEarnCommand();
  const back = order.early_redeem_amount ?? order.amount;
  const sheet = useSheetCommand(
    () => command.mutateAsync({ path: '/lh/deposit/order/cancel', data: { id: order.id } }),
    () => {
      showToast(t('order.redeemed'), 'success');
      onClose();
    },
  );
  return (
    <ConfirmSheet
      visible
      title={t('order.redeemTitle')}
      rows={[
        {
          key: 'amount',
          label: t('order.principal'),
          value: money(order.amount, order.currency_name),
        },
        {
          key: 'fee',
          label: t('order.fee'),
          value: money(subtractDecimals(order.amount, back), order.currency_name),
        },
        { key: 'back', label: t('order.back'), value: money(back, order.currency_name) },
        {
          key: 'kept',
          label: t('order.incomeKept'),
          value: money(order.total_interest, order.currency_name),
        },
      ]}
      error={sheet.error}
      pending={command.isPending}
      confirmLabel={t('order.redeem')}
      onCancel={onClose}
      onConfirm={() => void sheet.send()}
      testId="lock-redeem"
    />
  );
}

/** One earn order: terms, income so far, its income history and (lock, active) early redemption. */
export function OrderCard({ order, action }: { order: EarnOrder; action?: ReactNode }) {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const [open, setOpen] = useState(false);
  const [redeeming, setRedeeming] = useState(false);
  const code = order.currency_name;
  const payout = order.payout_currency_name;
  const active = order.status === 1;
  const status = active ? 'active' : order.is_cancel ? 'redeemed' : 'finished';
  return (
    <section className={styles.card} data-testid={`earn-order-${order.id}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          {order.kind === 'lock'
            ? t('lock.productName', { currency: code, days: order.day })
            : order.kind === 'flexible'
              ? t('defi.productName', { currency: code })
              : t('cloud.productName', { days: order.day })}
        </h2>
        <span className={`${record.status} ${active ? '' : record.statusDone}`}>
          {t(`order.status.${status}`)}
        </span>
      </div>
      <div className={styles.grid}>
        <div>
          <span>{order.kind === 'cloud' ? t('cloud.paid') : t('order.principal')}</span>
          <strong data-testid={`earn-order-${order.id}-amount`}>{money(order.amount, code)}</strong>
        </div>
        <div>
          <span>
            {order.kind === 'flexible'
              ? t('defi.annualRate')
              : order.kind === 'cloud'
                ? t('cloud.units')
                : t('buy.rate')}
          </span>
          <strong>
            {order.kind === 'lock'
              ? percent(order.day_rate)
              : order.kind === 'flexible'
                ? percent(order.annual_rate)
                : t('cloud.unitsValue', { count: order.units ?? 0 })}
          </strong>
        </div>
        <div>
          <span>{t('order.totalIncome')}</span>
          <strong data-testid={`earn-order-${order.id}-income`}>
            {money(order.total_interest, payout)}
          </strong>
        </div>
        <div>
          <span>{order.end_at === null ? t('buy.start') : t('buy.end')}</span>
          <strong>{day(order.end_at ?? order.start_at)}</strong>
        </div>
        {order.withdraw_amount !== null ? (
          <div>
            <span>{t('order.returned')}</span>
            <strong data-testid={`earn-order-${order.id}-returned`}>
              {money(order.withdraw_amount, code)}
            </strong>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          size="small"
          fill="none"
          onClick={() => setOpen(!open)}
          data-testid={`earn-order-${order.id}-history`}
        >
          {open ? t('order.hideIncome') : t('order.showIncome')}
        </Button>
        {active && order.kind === 'lock' ? (
          <Button
            size="small"
            color="warning"
            fill="outline"
            shape="rounded"
            onClick={() => setRedeeming(true)}
            data-testid={`earn-order-${order.id}-redeem`}
          >
            {t('order.redeemEarly')}
          </Button>
        ) : null}
        {active ? action : null}
      </div>
      {open ? <IncomeList id={order.id} /> : null}
      {redeeming ? <RedeemSheet order={order} onClose={() => setRedeeming(false)} /> : null}
    </section>
  );
}
