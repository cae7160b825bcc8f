import { useState } from 'react';
import { Button, Input, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ALERT_DIRECTIONS, formatDate, type Alert, type AlertDirection } from '@tidemark/contracts';
import { useLiveTickers, useTickerList } from '../../../shared/api/tickers';
import { priceText } from '../../../shared/format/precision';
import { formatPrice } from '../../../shared/format/ticker';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { PagedList } from '../../../shared/ui/paged-list';
import { RecordCard } from '../../../shared/ui/record-card';
import { useAddAlert, useAlertCooldownMinutes, useAlerts, useDeleteAlert } from '../api';
import styles from './alerts.module.css';

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';
/** A price as typed: digits with at most one point (the server checks the rest). */
const PRICE_INPUT = /^\d*(\.\d*)?$/;

type PriceOf = (value: string, symbol: string) => string;

/** A price of an alert at its pair's decimals, grouped (all its figures until the pairs load). */
function useAlertPrice(): PriceOf {
  const tickers = useTickerList().data;
  return (value, symbol) =>
    priceText(value, tickers?.find((x) => x.symbol === symbol)?.price_decimals);
}

function AlertItem({
  alert,
  onDelete,
  price,
}: {
  alert: Alert;
  onDelete: (a: Alert) => void;
  price: PriceOf;
}) {
  const { t } = useTranslation('alerts');
  const fired = alert.status === 'fired';
  return (
    <RecordCard className={styles.item} testId="alert-item" id={alert.id} status={alert.status}>
      <div className={styles.itemMain}>
        <div className={styles.itemHead}>
          <span>{alert.symbol}</span>
          <span
            className={fired ? `${styles.status} ${styles.statusFired}` : styles.status}
            data-testid="alert-status"
          >
            {t(fired ? 'fired' : 'active')}
          </span>
        </div>
        <p className={styles.itemLine} data-testid="alert-condition">
          {t(alert.direction)} {price(alert.price, alert.symbol)} ·{' '}
          {t(alert.repeat ? 'repeat' : 'once')}
        </p>
        {alert.fired_price !== null && alert.fired_at !== null ? (
          <p className={styles.itemLine} data-testid="alert-fired">
            {alert.repeat
              ? t('firedTimes', { count: alert.fired_count })
              : t('firedAt', { price: price(alert.fired_price, alert.symbol) })}{' '}
            · {formatDate(alert.fired_at, DATE_TIME_FORMAT)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.delete}
        onClick={() => onDelete(alert)}
        data-testid="alert-delete"
      >
        {t('delete')}
      </button>
    </RecordCard>
  );
}

/** The sheet of a new alert: the pair (fixed when opened from a pair), its price now, the rule. */
function AddAlertSheet({
  visible,
  fixedSymbol,
  onClose,
}: {
  visible: boolean;
  fixedSymbol: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('alerts');
  const tickers = useLiveTickers();
  const [chosen, setChosen] = useState<string | null>(null);
  const symbol = fixedSymbol ?? chosen ?? tickers.data?.[0]?.symbol ?? '';
  const ticker = tickers.data?.find((x) => x.symbol === symbol);
  const [direction, setDirection] = useState<AlertDirection>('above');
  const [price, setPrice] = useState('');
  const [repeat, setRepeat] = useState(false);
  const add = useAddAlert();
  const cooldown = useAlertCooldownMinutes();
  const command = useSheetCommand(
    () => add.mutateAsync({ symbol, direction, price: price.trim(), repeat }),
    () => {
      showToast(t('created'), 'success');
      setPrice('');
      onClose();
    },
  );
  const close = () => {
    command.reset();
    onClose();
  };
  return (
    <ConfirmSheet
      visible={visible}
      title={t('addTitle')}
      rows={[
        {
          key: 'current',
          label: t('currentPrice'),
          value: ticker ? formatPrice(ticker.now_price, ticker.price_decimals) : '--',
        },
      ]}
      error={command.error}
      pending={add.isPending}
      confirmLabel={t('create')}
      onCancel={close}
      onConfirm={() => {
        if (!price.trim() || !/\d/.test(price)) command.setError(t('needPrice'));
        else void command.send();
      }}
      testId="alert-add"
    >
      {fixedSymbol ? null : (
        <label className={styles.field}>
          {t('pair')}
          <select
            className={styles.select}
            value={symbol}
            onChange={(e) => setChosen(e.target.value)}
            data-testid="alert-add-pair"
          >
            {(tickers.data ?? []).map((x) => (
              <option key={x.symbol} value={x.symbol}>
                {x.symbol}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.field}>
        {t('direction')}
        <TabSwitch
          options={ALERT_DIRECTIONS}
          value={direction}
          onChange={setDirection}
          label={t('direction')}
          textOf={(d) => t(d)}
          testIdPrefix="alert-add-direction"
        />
      </div>
      <label className={styles.field}>
        {t('target')}
        <Input
          className={styles.input}
          inputMode="decimal"
          placeholder={t('targetPlaceholder')}
          value={price}
          onChange={(v) => {
            if (PRICE_INPUT.test(v)) setPrice(v);
          }}
          data-testid="alert-add-price"
        />
      </label>
      <div className={styles.repeat}>
        <span>
          {t('repeat')}
          <span className={styles.hint} data-testid="alert-repeat-hint">
            {cooldown === undefined
              ? t('repeatHint')
              : `${t('repeatHint')} · ${t('repeatCooldown', { minutes: cooldown })}`}
          </span>
        </span>
        <Switch
          checked={repeat}
          onChange={setRepeat}
          aria-label={t('repeat')}
          data-testid="alert-add-repeat"
        />
      </div>
    </ConfirmSheet>
  );
}

function DeleteAlertSheet({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const price = useAlertPrice();
  const { t } = useTranslation('alerts');
  const remove = useDeleteAlert();
  const command = useSheetCommand(
    () => remove.mutateAsync(alert!.id),
    () => {
      showToast(t('deleted'), 'success');
      onClose();
    },
  );
  return (
    <ConfirmSheet
      visible={alert !== null}
      title={t('deleteTitle')}
      rows={
        alert
          ? [
              { key: 'pair', label: t('pair'), value: alert.symbol },
              {
                key: 'target',
                label: t(alert.direction),
                value: price(alert.price, alert.symbol),
              },
            ]
          : []
      }
      command={command}
      pending={remove.isPending}
      confirmLabel={t('delete')}
      onCancel={onClose}
      testId="alert-delete-confirm"
    />
  );
}

/**
 * The price alerts screen: the user's alerts (of one pair when opened from its bell), a new
 * alert in a sheet that shows the pair's price now, deletion after a confirmation.
 */
export function AlertsView({ symbol }: { symbol: string | null }) {
  const { t } = useTranslation('alerts');
  const alerts = useAlerts(symbol);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const price = useAlertPrice();
  return (
    <div className={styles.page} data-testid="alerts">
      <div className={styles.toolbar}>
        <h2 className={styles.scope} data-testid="alerts-scope">
          {symbol ?? t('allPairs')}
        </h2>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => setAdding(true)}
          data-testid="alerts-add"
        >
          {t('add')}
        </Button>
      </div>
      <PagedList
        query={alerts}
        itemKey={(a) => a.id}
        renderItem={(a) => <AlertItem alert={a} onDelete={setDeleting} price={price} />}
        emptyTitle={t('empty')}
        emptyHint={t('emptyHint')}
        emptyIcon="bell"
        errorTitle={t('loadFailed')}
        testId="alerts-list"
      />
      <AddAlertSheet visible={adding} fixedSymbol={symbol} onClose={() => setAdding(false)} />
      <DeleteAlertSheet alert={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
