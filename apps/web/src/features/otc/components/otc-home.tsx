import { useEffect, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routing/router';
import {
  OTC_PAY_METHODS,
  OTC_SOCKET_EVENTS,
  type OtcAd,
  type OtcOrder,
  type OtcPayMethod,
  type OtcQuick,
} from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { divideDecimals } from '../../../shared/format/decimal';
import { moneyText, priceText } from '../../../shared/format/precision';
import { useCurrencyPrecision } from '../../../shared/ui/amount-field';
import { redirectTo } from '../../../shared/routing/navigation';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { ConfirmSheet, sheetErrorOf, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { FieldGrid } from '../../../shared/ui/field-grid';
import {
  LoadError,
  LoadingLines,
  MissingView,
  missingMessage,
} from '../../../shared/ui/load-states';
import {
  useAddEvidence,
  useAppeal,
  useApplyMerchant,
  useCloseAd,
  useCreateAd,
  useCreateOrder,
  useMerchant,
  useMyAds,
  useOrderStep,
  useOtcAds,
  useOtcChat,
  useOtcConfig,
  useOtcOrder,
  useOtcOrders,
  useQuick,
  useSendChat,
  uploadEvidence,
} from '../api';
import styles from '../../../shared/ui/product-page.module.css';
import { MerchantStats, PayDetails } from './merchant-stats';

const PATH = '/pages/otc/otc';
const TABS = ['buy', 'sell', 'orders', 'merchant'] as const;
type Tab = (typeof TABS)[number];
const COINS = [
  { id: 3, name: 'USDT' },
  { id: 1, name: 'BTC' },
  { id: 2, name: 'ETH' },
] as const;
const DEFAULT_FIAT = 'USD';
const coinId = (name: string) => COINS.find((c) => c.name === name)?.id ?? 3;

function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A fiat price of one coin, at the fiat's places (to the nearest, as prices are). */
const fiatPrice = (value: string, o: { fiat: string; fiat_places: number }) =>
  `${priceText(value, o.fiat_places)} ${o.fiat}`;
/** A fiat sum (a limit, a total): the server keeps them in the fiat's places. */
const fiatSum = (value: string, o: { fiat_places: number }) => moneyText(value, o.fiat_places);

/** The order sheet: a fiat amount within the ad's limits, the coin it buys, then the order. */
function TakeSheet({
  ad,
  userSide,
  onClose,
}: {
  ad: OtcAd;
  userSide: 'buy' | 'sell';
  onClose: () => void;
}) {
  const { t } = useTranslation('otc');
  const [fiat, setFiat] = useState(ad.min_fiat);
  const create = useCreateOrder();
  const places = useCurrencyPrecision(ad.currency_name);
  const money = useMoneyText();
  // The coin the typed fiat buys or sells, as the server works it out (rounded down to the
  // coin's places); '--' until the fiat is a sum in cents above zero. What a buyer gets reads
  // at the coin's display places, as on the quick match; what a seller sends, every digit.
  const typed = fiat.trim();
  const coin =
    places !== undefined &&
    /^\d+(\.\d{1,2})?$/.test(typed) &&
    /[1-9]/.test(typed) &&
    /[1-9]/.test(ad.price)
      ? `${money(divideDecimals(typed, ad.price, places, 'down'), ad.currency_name, userSide === 'buy' ? 'held' : 'exact')} ${ad.currency_name}`
      : '--';
  const command = useSheetCommand(
    (key) => create.mutateAsync({ ad_id: ad.id, fiat_amount: fiat, idempotency_key: key }),
    (o) => redirectTo(PATH, { order: o.id }),
  );
  return (
    <ConfirmSheet
      visible
      title={t(userSide === 'buy' ? 'confirmBuy' : 'confirmSell', { coin: ad.currency_name })}
      rows={[
        { key: 'price', label: t('price'), value: fiatPrice(ad.price, ad) },
        { key: 'coin', label: t(userSide === 'buy' ? 'youGet' : 'youSell'), value: coin },
        {
          key: 'limits',
          label: t('limits'),
          value: `${fiatSum(ad.min_fiat, ad)} – ${fiatSum(ad.max_fiat, ad)} ${ad.fiat}`,
        },
        { key: 'merchant', label: t('merchant'), value: ad.merchant_name },
      ]}
      error={command.error}
      pending={create.isPending}
      onCancel={() => {
        command.reset();
        onClose();
      }}
      onConfirm={() => void command.send()}
      testId="otc-take"
    >
      <label className={styles.row}>
        <span>{t('fiatAmount', { fiat: ad.fiat })}</span>
        <Input value={fiat} onChange={setFiat} inputMode="decimal" data-testid="otc-take-fiat" />
      </label>
      {ad.terms ? <p className={styles.text}>{ad.terms}</p> : null}
    </ConfirmSheet>
  );
}

function AdCard({
  ad,
  userSide,
  onTake,
}: {
  ad: OtcAd;
  userSide: 'buy' | 'sell';
  onTake: () => void;
}) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  return (
    <article className={styles.card} data-testid={`otc-ad-${ad.id}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>{ad.merchant_name}</h3>
        <span className={styles.apr} data-testid={`otc-ad-${ad.id}-price`}>
          {fiatPrice(ad.price, ad)}
        </span>
      </div>
      <MerchantStats ad={ad} />
      <FieldGrid
        testIdPrefix={`otc-ad-${ad.id}`}
        fields={[
          {
            key: 'remaining',
            label: t('available'),
            value: `${money(ad.remaining, ad.currency_name)} ${ad.currency_name}`,
          },
          {
            key: 'limits',
            label: t('limits'),
            value: `${fiatSum(ad.min_fiat, ad)}–${fiatSum(ad.max_fiat, ad)}`,
          },
          {
            key: 'methods',
            label: t('methods'),
            value: ad.pay_methods.map((m) => t(`method.${m}`)).join(', '),
          },
        ]}
      />
      <Button color="primary" size="small" onClick={onTake} data-testid={`otc-ad-${ad.id}-take`}>
        {t(userSide)} {ad.currency_name}
      </Button>
    </article>
  );
}

const METHOD_FILTERS = ['', ...OTC_PAY_METHODS] as const;

/** The fiats to offer: the configured ones, USD until they load. */
function useFiats(): readonly string[] {
  const config = useOtcConfig();
  return config.data?.fiats.length ? config.data.fiats : [DEFAULT_FIAT];
}

/** Ads of one coin and fiat for the user's side, best price first, filtered by payment method. */
function Market({ userSide }: { userSide: 'buy' | 'sell' }) {
  const { t } = useTranslation('otc');
  const fiats = useFiats();
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>(DEFAULT_FIAT);
  const [method, setMethod] = useState<(typeof METHOD_FILTERS)[number]>('');
  const currencyId = coinId(coin);
  const ads = useOtcAds({
    side: userSide === 'buy' ? 'sell' : 'buy',
    currencyId,
    fiat,
    payMethod: method,
  });
  const [taking, setTaking] = useState<OtcAd | null>(null);
  return (
    <>
      <TabSwitch
        options={COINS.map((c) => c.name)}
        value={coin}
        onChange={setCoin}
        label={t('coin')}
        textOf={(v) => v}
        testIdPrefix="otc-coin"
      />
      <TabSwitch
        options={fiats}
        value={fiat}
        onChange={setFiat}
        label={t('fiat')}
        textOf={(v) => v}
        testIdPrefix="otc-fiat"
      />
      <TabSwitch
        options={METHOD_FILTERS}
        value={method}
        onChange={setMethod}
        label={t('methods')}
        textOf={(v) => (v ? t(`method.${v}`) : t('allMethods'))}
        testIdPrefix="otc-method"
      />
      <Button
        block
        fill="outline"
        onClick={() => redirectTo(PATH, { mode: 'quick', side: userSide })}
        data-testid="otc-open-quick"
      >
        {t(userSide === 'buy' ? 'quickBuy' : 'quickSell')}
      </Button>
      {ads.isPending ? (
        <LoadingLines />
      ) : ads.isError ? (
        <LoadError title={t('loadFailed')} onRetry={() => void ads.refetch()} />
      ) : ads.data.length === 0 ? (
        <p className={styles.text} data-testid="otc-no-ads">
          {t('noAds')}
        </p>
      ) : (
        ads.data.map((ad) => (
          <AdCard key={ad.id} ad={ad} userSide={userSide} onTake={() => setTaking(ad)} />
        ))
      )}
      {taking ? (
        <TakeSheet ad={taking} userSide={userSide} onClose={() => setTaking(null)} />
      ) : null}
    </>
  );
}

/**
 * Quick buy / sell (`?mode=quick`): the side, the coin, an amount in fiat or in the coin; the
 * server picks the best ad that fits, shown with its price and limits before the order.
 */
export function QuickTrade({ initialSide }: { initialSide: 'buy' | 'sell' }) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  const fiats = useFiats();
  const [side, setSide] = useState(initialSide);
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>(DEFAULT_FIAT);
  const [unit, setUnit] = useState<'fiat' | 'coin'>('fiat');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const quick = useQuick();
  const create = useCreateOrder();
  const [match, setMatch] = useState<OtcQuick | null>(null);
  const currencyId = coinId(coin);
  const amountField = unit === 'fiat' ? { fiat_amount: value } : { amount: value };
  const find = async () => {
    setError(null);
    setMatch(null);
    try {
      setMatch(await quick.mutateAsync({ side, currency_id: currencyId, fiat, ...amountField }));
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  const command = useSheetCommand(
    (key) =>
      create.mutateAsync({
        ad_id: match?.ad.id ?? 0,
        ...amountField,
        idempotency_key: key,
      }),
    (o) => redirectTo(PATH, { order: o.id }),
  );
  // A changed question makes the shown answer stale.
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setMatch(null);
      setError(null);
    };
  return (
    <div className={styles.page} data-testid="otc-quick">
      <TabSwitch
        options={['buy', 'sell'] as const}
        value={side}
        onChange={change(setSide)}
        label={t('side')}
        textOf={(v) => t(v === 'buy' ? 'quickBuy' : 'quickSell')}
        testIdPrefix="otc-quick-side"
      />
      <TabSwitch
        options={COINS.map((c) => c.name)}
        value={coin}
        onChange={change(setCoin)}
        label={t('coin')}
        textOf={(v) => v}
        testIdPrefix="otc-quick-coin"
      />
      <TabSwitch
        options={fiats}
        value={fiat}
        onChange={change(setFiat)}
        label={t('fiat')}
        textOf={(v) => v}
        testIdPrefix="otc-quick-fiat"
      />
      <section className={styles.card}>
        <TabSwitch
          options={['fiat', 'coin'] as const}
          value={unit}
          onChange={change(setUnit)}
          label={t('amountIn')}
          textOf={(v) => (v === 'fiat' ? fiat : coin)}
          testIdPrefix="otc-quick-unit"
        />
        <Input
          placeholder={unit === 'fiat' ? t('fiatAmount', { fiat }) : t('coinAmount', { coin })}
          value={value}
          onChange={change(setValue)}
          inputMode="decimal"
          data-testid="otc-quick-amount"
        />
        {error ? (
          <p className={styles.banner} role="alert" data-testid="otc-quick-error">
            {error}
          </p>
        ) : null}
        <Button
          block
          color="primary"
          disabled={!(Number(value) > 0)}
          loading={quick.isPending}
          onClick={() => void find()}
          data-testid="otc-quick-go"
        >
          {t('findBest')}
        </Button>
      </section>
      {match ? (
        <section className={styles.card} data-testid="otc-quick-match">
          <div className={styles.head}>
            <h3 className={styles.title}>{match.ad.merchant_name}</h3>
            <span className={styles.apr} data-testid="otc-quick-price">
              {fiatPrice(match.ad.price, match.ad)}
            </span>
          </div>
          <FieldGrid
            testIdPrefix="otc-quick"
            fields={[
              {
                key: 'receive',
                label: t(side === 'buy' ? 'youGet' : 'youSell'),
                value: `${money(match.amount, match.ad.currency_name, side === 'buy' ? 'held' : 'exact')} ${match.ad.currency_name}`,
              },
              {
                key: 'total',
                label: t(side === 'buy' ? 'youPay' : 'youReceive'),
                value: `${fiatSum(match.fiat_total, match.ad)} ${match.ad.fiat}`,
              },
              {
                key: 'limits',
                label: t('limits'),
                value: `${fiatSum(match.ad.min_fiat, match.ad)}–${fiatSum(match.ad.max_fiat, match.ad)} ${match.ad.fiat}`,
              },
              {
                key: 'methods',
                label: t('methods'),
                value: match.ad.pay_methods.map((m) => t(`method.${m}`)).join(', '),
              },
            ]}
          />
          {command.error ? (
            <p className={styles.banner} role="alert" data-testid="otc-quick-order-error">
              {command.error}
            </p>
          ) : null}
          <Button
            block
            color="primary"
            loading={create.isPending}
            onClick={() => void command.send()}
            data-testid="otc-quick-confirm"
          >
            {t(side === 'buy' ? 'confirmBuy' : 'confirmSell', { coin: match.ad.currency_name })}
          </Button>
        </section>
      ) : null}
      <Button fill="none" onClick={() => redirectTo(PATH)} data-testid="otc-quick-all">
        {t('allAds')}
      </Button>
    </div>
  );
}

function OrderRow({ o }: { o: OtcOrder }) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => redirectTo(PATH, { order: o.id })}
      data-testid={`otc-order-${o.id}`}
    >
      <div className={styles.head}>
        <span className={styles.title}>
          {t(o.role === 'buyer' ? 'buy' : 'sell')} {money(o.amount, o.currency_name)}{' '}
          {o.currency_name}
        </span>
        <span>{t(`status.${o.status}`)}</span>
      </div>
      <div className={styles.row}>
        <span>{o.counterparty}</span>
        <span>
          {fiatSum(o.fiat_total, o)} {o.fiat}
        </span>
      </div>
    </button>
  );
}

function MyOrders() {
  const { t } = useTranslation('otc');
  const orders = useOtcOrders();
  if (orders.isPending) return <LoadingLines />;
  if (orders.isError)
    return <LoadError title={t('loadFailed')} onRetry={() => void orders.refetch()} />;
  if (!orders.data.length) return <p className={styles.text}>{t('noOrders')}</p>;
  return (
    <>
      {orders.data.map((o) => (
        <OrderRow key={o.id} o={o} />
      ))}
    </>
  );
}

/** One order: state, countdown, where to pay, the actions of the caller's role, and the chat. */
export function OrderView({ id }: { id: number }) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  const order = useOtcOrder(id);
  const chat = useOtcChat(id);
  const now = useNow();
  const [action, setAction] = useState<'paid' | 'release' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [evidence, setEvidence] = useState<string | null>(null);
  const [appealError, setAppealError] = useState<string | null>(null);
  const [line, setLine] = useState('');
  const paid = useOrderStep('paid');
  const release = useOrderStep('release');
  const cancel = useOrderStep('cancel');
  const appeal = useAppeal();
  const addEvidence = useAddEvidence();
  const send = useSendChat();
  useSocketEvent(OTC_SOCKET_EVENTS.order, () => void order.refetch());
  useSocketEvent(OTC_SOCKET_EVENTS.chat, () => void chat.refetch());
  const step = action === 'paid' ? paid : action === 'release' ? release : cancel;
  const command = useSheetCommand(
    () => step.mutateAsync({ id }),
    () => setAction(null),
  );
  if (order.isPending) return <LoadingLines />;
  const missing = missingMessage(order.error, ['otc_order_not_found']);
  if (missing !== null)
    return (
      <MissingView title={missing} backTo="/pages/otc/otc?tab=orders" testId="otc-order-missing" />
    );
  if (!order.data)
    return <LoadError title={t('loadFailed')} onRetry={() => void order.refetch()} wide />;
  const o = order.data;
  // The server's clock decides; the countdown runs from its `now` at the last load.
  const left = Math.max(
    0,
    o.pay_deadline - o.now - Math.max(0, now - Math.floor(order.dataUpdatedAt / 1000)),
  );
  const buyer = o.role === 'buyer';
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.title}>
            {t(buyer ? 'buy' : 'sell')} {o.currency_name} · #{o.id}
          </h2>
          <span data-testid="otc-order-status">{t(`status.${o.status}`)}</span>
        </div>
        {o.status === 'unpaid' ? (
          <p className={styles.banner} data-testid="otc-countdown">
            {t('payWithin', {
              time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
            })}
          </p>
        ) : null}
        <FieldGrid
          testIdPrefix="otc-order"
          fields={[
            {
              key: 'amount',
              label: t('amount'),
              value: `${money(o.amount, o.currency_name)} ${o.currency_name}`,
            },
            { key: 'price', label: t('price'), value: fiatPrice(o.price, o) },
            { key: 'total', label: t('total'), value: `${fiatSum(o.fiat_total, o)} ${o.fiat}` },
            { key: 'counterparty', label: t('counterparty'), value: o.counterparty },
          ]}
        />
        <PayDetails details={o.pay_details} />
        {o.appeal_reason ? (
          <p className={styles.text}>{t('appealReason', { reason: o.appeal_reason })}</p>
        ) : null}
        <div className={styles.actions}>
          {buyer && o.status === 'unpaid' ? (
            <>
              <Button color="primary" onClick={() => setAction('paid')} data-testid="otc-paid">
                {t('markPaid')}
              </Button>
              <Button onClick={() => setAction('cancel')} data-testid="otc-cancel">
                {t('cancel')}
              </Button>
            </>
          ) : null}
          {!buyer && (o.status === 'unpaid' || o.status === 'paid') ? (
            <Button color="primary" onClick={() => setAction('release')} data-testid="otc-release">
              {t('release')}
            </Button>
          ) : null}
        </div>
        {o.status === 'paid' || o.status === 'appeal' ? (
          <label className={styles.row}>
            <span>{evidence ? t('evidenceAdded') : t('evidence')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              data-testid="otc-appeal-evidence"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file)
                  void uploadEvidence(file).then(setEvidence, (err: unknown) =>
                    setAppealError(sheetErrorOf(err)),
                  );
              }}
            />
          </label>
        ) : null}
        {appealError ? <p className={styles.banner}>{appealError}</p> : null}
        {o.evidence.length ? (
          <ul className={styles.chat} data-testid="otc-evidence-list">
            {o.evidence.map((e) => (
              <li key={e.id} className={e.mine ? styles.mine : styles.theirs}>
                {t(e.mine ? 'evidenceMine' : 'evidenceTheirs')}
                {e.note ? ` · ${e.note}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {o.status === 'appeal' ? (
          <div className={styles.actions}>
            <Input
              placeholder={t('evidenceNote')}
              value={reason}
              onChange={setReason}
              data-testid="otc-evidence-note"
            />
            <Button
              disabled={!evidence}
              loading={addEvidence.isPending}
              onClick={() =>
                void addEvidence
                  .mutateAsync({ id, evidence: evidence ?? '', note: reason.trim() })
                  .then(
                    () => {
                      setAppealError(null);
                      setEvidence(null);
                      setReason('');
                    },
                    (err: unknown) => setAppealError(sheetErrorOf(err)),
                  )
              }
              data-testid="otc-evidence-add"
            >
              {t('addEvidence')}
            </Button>
          </div>
        ) : null}
        {o.status === 'paid' ? (
          <div className={styles.actions}>
            <Input
              placeholder={t('appealPlaceholder')}
              value={reason}
              onChange={setReason}
              data-testid="otc-appeal-reason"
            />
            <Button
              disabled={!reason.trim()}
              loading={appeal.isPending}
              onClick={() =>
                void appeal.mutateAsync({ id, reason, ...(evidence ? { evidence } : {}) }).then(
                  () => setAppealError(null),
                  (err: unknown) => setAppealError(sheetErrorOf(err)),
                )
              }
              data-testid="otc-appeal"
            >
              {t('appeal')}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={styles.card}>
        <h3 className={styles.title}>{t('chat')}</h3>
        <div className={styles.chat} data-testid="otc-chat">
          {(chat.data ?? []).map((c) => (
            <span key={c.id} className={c.mine ? styles.mine : styles.theirs}>
              {c.body}
            </span>
          ))}
        </div>
        <div className={styles.actions}>
          <Input
            value={line}
            onChange={setLine}
            placeholder={t('chatPlaceholder')}
            data-testid="otc-chat-input"
          />
          <Button
            disabled={!line.trim()}
            onClick={() =>
              void send.mutateAsync({ id, body: line }).then(
                () => setLine(''),
                () => undefined,
              )
            }
            data-testid="otc-chat-send"
          >
            {t('send')}
          </Button>
        </div>
      </section>
      <ConfirmSheet
        visible={action !== null}
        title={action ? t(`confirm.${action}`) : ''}
        rows={[
          {
            key: 'amount',
            label: t('amount'),
            value: `${money(o.amount, o.currency_name, 'exact')} ${o.currency_name}`,
          },
          { key: 'total', label: t('total'), value: `${fiatSum(o.fiat_total, o)} ${o.fiat}` },
        ]}
        error={command.error}
        pending={step.isPending}
        onCancel={() => {
          command.reset();
          setAction(null);
        }}
        onConfirm={() => void command.send()}
        testId="otc-step"
      >
        {action === 'release' ? <p className={styles.text}>{t('releaseNote')}</p> : null}
      </ConfirmSheet>
    </div>
  );
}

/** Merchant area: apply (level 2), then post ads and close them. */
function MerchantArea() {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  const merchant = useMerchant();
  const approved = merchant.data?.status === 'approved';
  const ads = useMyAds(approved);
  const apply = useApplyMerchant();
  const create = useCreateAd();
  const close = useCloseAd();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fiats = useFiats();
  const [form, setForm] = useState({
    side: 'sell' as 'buy' | 'sell',
    coin: 'USDT',
    fiat: DEFAULT_FIAT,
    methods: ['domestic'] as OtcPayMethod[],
    price: '',
    total: '',
    min: '',
    max: '',
  });
  const run = async (p: Promise<unknown>) => {
    setError(null);
    try {
      await p;
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  if (merchant.isPending) return <LoadingLines />;
  if (!merchant.data)
    return <LoadError title={t('loadFailed')} onRetry={() => void merchant.refetch()} />;
  const m = merchant.data;
  return (
    <section className={styles.card} data-testid="otc-merchant">
      <div className={styles.row}>
        <span>{t('merchantStatus')}</span>
        <span data-testid="otc-merchant-status">{t(`merchant_status.${m.status}`)}</span>
      </div>
      {m.status === 'rejected' && m.reject_reason ? (
        <p className={styles.banner} data-testid="otc-merchant-reason">
          {t('rejectedBecause', { reason: m.reject_reason })}
        </p>
      ) : null}
      {error ? <p className={styles.banner}>{error}</p> : null}
      {m.status === 'none' || m.status === 'rejected' ? (
        <>
          <p className={styles.text}>{t('applyNote')}</p>
          <Input placeholder={t('merchantName')} value={name} onChange={setName} />
          <Button
            color="primary"
            disabled={name.trim().length < 2}
            onClick={() => void run(apply.mutateAsync({ name }))}
          >
            {t('apply')}
          </Button>
        </>
      ) : null}
      {approved ? (
        <>
          <TabSwitch
            options={['sell', 'buy'] as const}
            value={form.side}
            onChange={(side) => setForm({ ...form, side })}
            label={t('adSide')}
            textOf={(v) => t(`adSides.${v}`)}
            testIdPrefix="otc-ad-side"
          />
          <TabSwitch
            options={COINS.map((c) => c.name)}
            value={form.coin}
            onChange={(coin) => setForm({ ...form, coin })}
            label={t('coin')}
            textOf={(v) => v}
            testIdPrefix="otc-ad-coin"
          />
          <TabSwitch
            options={fiats}
            value={form.fiat}
            onChange={(fiat) => setForm({ ...form, fiat })}
            label={t('fiat')}
            textOf={(v) => v}
            testIdPrefix="otc-ad-fiat"
          />
          <div className={styles.actions} role="group" aria-label={t('methods')}>
            {OTC_PAY_METHODS.map((method) => {
              const on = form.methods.includes(method);
              return (
                <Button
                  key={method}
                  size="small"
                  color={on ? 'primary' : 'default'}
                  aria-pressed={on}
                  onClick={() =>
                    setForm({
                      ...form,
                      methods: on
                        ? form.methods.filter((x) => x !== method)
                        : [...form.methods, method],
                    })
                  }
                  data-testid={`otc-ad-method-${method}`}
                >
                  {t(`method.${method}`)}
                </Button>
              );
            })}
          </div>
          {(['price', 'total', 'min', 'max'] as const).map((k) => (
            <Input
              key={k}
              placeholder={t(`adField.${k}`, { fiat: form.fiat, coin: form.coin })}
              value={form[k]}
              inputMode="decimal"
              onChange={(v) => setForm({ ...form, [k]: v })}
            />
          ))}
          <Button
            color="primary"
            disabled={form.methods.length === 0}
            onClick={() =>
              void run(
                create.mutateAsync({
                  side: form.side,
                  currency_id: coinId(form.coin),
                  fiat: form.fiat,
                  price_type: 'fixed',
                  price: form.price,
                  total: form.total,
                  min_fiat: form.min,
                  max_fiat: form.max,
                  pay_methods: form.methods,
                  terms: '',
                }),
              )
            }
          >
            {t('postAd')}
          </Button>
          {(ads.data ?? []).map((ad) => (
            <div key={ad.id} className={styles.row}>
              <span>
                {t(`adSides.${ad.side}`)} {money(ad.remaining, ad.currency_name)}/
                {money(ad.total, ad.currency_name)} {ad.currency_name} @ {fiatPrice(ad.price, ad)}
              </span>
              {ad.active ? (
                <Button size="mini" onClick={() => void run(close.mutateAsync({ id: ad.id }))}>
                  {t('closeAd')}
                </Button>
              ) : (
                <span>{t('closed')}</span>
              )}
            </div>
          ))}
        </>
      ) : null}
    </section>
  );
}

/** /pages/otc/otc: buy and sell markets, my orders, the merchant area; `?order=` opens an order. */
export function OtcHome() {
  const { t } = useTranslation('otc');
  const [params] = useSearchParams();
  const orderId = Number(params.get('order') ?? 0);
  const [tab, setTab] = useState<Tab>(() => {
    const asked = params.get('tab');
    return TABS.find((x) => x === asked) ?? 'buy';
  });
  if (Number.isInteger(orderId) && orderId > 0) return <OrderView id={orderId} />;
  if (params.get('mode') === 'quick')
    return <QuickTrade initialSide={params.get('side') === 'sell' ? 'sell' : 'buy'} />;
  return (
    <div className={styles.page}>
      <TabSwitch
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('title')}
        textOf={(v) => t(`tabs.${v}`)}
        testIdPrefix="otc-tab"
      />
      {tab === 'buy' || tab === 'sell' ? <Market key={tab} userSide={tab} /> : null}
      {tab === 'orders' ? <MyOrders /> : null}
      {tab === 'merchant' ? <MerchantArea /> : null}
    </div>
  );
}
