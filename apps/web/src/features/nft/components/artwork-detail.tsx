import { useEffect, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  NFT_KIND,
  NFT_PAY_TYPE,
  NFT_SOCKET_EVENTS,
  NFT_STATUS,
  nftRoom,
  type NftItem,
} from '@tidemark/contracts';
import {
  addDecimals,
  floorToStep,
  multiplyDecimals,
  subtractDecimals,
} from '../../../shared/format/decimal';
import { useMoneyText } from '../../../shared/api/currencies';
import { navigateTo } from '../../../shared/routing/navigation';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { useOpenLogin } from '../../../shared/routing/use-open-login';
import { useSocketEvent, useSocketRoom } from '../../../shared/socket/use-socket';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { ConfirmSheet, sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import {
  failureHint,
  LoadError,
  LoadingLines,
  MissingView,
  missingMessage,
} from '../../../shared/ui/load-states';
import { StatusView } from '../../../shared/ui/status-view';
import { nftKeys, useBid, useBids, useBuy, useCollect, useItem } from '../api';
import { Countdown } from '../countdown';
import { useNftNotices } from '../notices';
import { Thumb } from './artwork-card';
import styles from './nft.module.css';

const DATE_TIME = 'yyyy-mm-dd hh:MM:ss';

/** The artwork itself: an image or GIF, or a player for audio and video. */
export function MediaView({ item }: { item: NftItem }) {
  if (!item.image) return <Thumb item={item} />;
  if (item.type === NFT_KIND.video)
    return (
      <video
        className={styles.media}
        src={item.image}
        poster={item.poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        data-testid="nft-video"
      />
    );
  if (item.type === NFT_KIND.audio)
    return (
      <div>
        <Thumb item={item} />
        <audio
          src={item.image}
          controls
          preload="metadata"
          style={{ width: '100%' }}
          data-testid="nft-audio"
        />
      </div>
    );
  return <img className={styles.media} src={item.image} alt={item.name} data-testid="nft-image" />;
}

/** Share of a price at a rate, cut to 8 places (the server rounds down to the currency). */
/** A share of the price rounded down to the currency's decimals, as the server charges it. */
const share = (price: string, rate: string, precision: number) =>
  floorToStep(
    multiplyDecimals(price, rate),
    precision > 0 ? `0.${'1'.padStart(precision, '0')}` : '1',
  );

export function minimumBid(item: NftItem): string {
  return item.bids === 0 ? item.start_price : addDecimals(item.price, item.per_increase);
}

function BidHistory({ item }: { item: NftItem }) {
  const { t } = useTranslation('nft');
  const money = useMoneyText();
  const bids = useBids(item.code, item.pay_type === NFT_PAY_TYPE.auction);
  if (item.pay_type !== NFT_PAY_TYPE.auction) return null;
  return (
    <section className={styles.card} aria-labelledby="nft-bids">
      <h2 id="nft-bids" className={styles.name}>
        {t('detail.bids')} ({item.bids})
      </h2>
      {bids.data?.length ? (
        <ul className={styles.list} data-testid="nft-bid-history">
          {bids.data.map((b) => (
            <li key={b.id} className={styles.row} data-testid="nft-bid-row">
              <span>
                {b.bidder}
                {b.is_mine ? ` (${t('detail.you')})` : ''}{' '}
                {b.leading ? <span className={styles.badge}>{t('detail.leading')}</span> : null}
              </span>
              <strong>
                {money(b.price, b.currency_name, 'exact')} {b.currency_name}
              </strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>{t('detail.noBids')}</p>
      )}
    </section>
  );
}

/** One artwork: media, terms, countdown, live bids, and the buy or bid sheet. */
export function ArtworkDetail({
  code,
  openSheet = false,
}: {
  code: string | null;
  openSheet?: boolean;
}) {
  const { t } = useTranslation('nft');
  const money = useMoneyText();
  const client = useQueryClient();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user?.id ?? null);
  const openLogin = useOpenLogin();
  const query = useItem(code);
  const item = query.data;
  const [sheet, setSheet] = useState<'buy' | 'bid' | null>(null);
  const [bidPrice, setBidPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const buy = useBuy();
  // Kept while the user retries this purchase, so a repeat after a lost answer buys once.
  const buyKey = useIdempotencyKey();
  const bid = useBid();
  const collect = useCollect();
  useNftNotices();
  useSocketRoom(item ? nftRoom(item.id) : null);
  useSocketEvent(NFT_SOCKET_EVENTS.bid, (payload) => {
    const p = payload as { item_id?: number };
    if (item && p.item_id === item.id) {
      void client.invalidateQueries({ queryKey: nftKeys.item(item.code) });
      void client.invalidateQueries({ queryKey: nftKeys.bids(item.code) });
    }
  });
  useEffect(() => {
    if (openSheet && item && item.status === NFT_STATUS.onSale && loggedIn)
      setSheet(item.pay_type === NFT_PAY_TYPE.auction ? 'bid' : 'buy');
  }, [openSheet, item, loggedIn]);

  if (code === null)
    return <StatusView icon="orders" title={t('detail.notFound')} testId="nft-detail-missing" />;
  if (query.isPending) return <LoadingLines lines={10} testId="nft-detail-loading" />;
  const missing = missingMessage(query.error, ['nft_not_found']);
  if (missing !== null)
    return <MissingView title={missing} backTo="/pages/nft/nft" testId="nft-detail-missing" />;
  if (!item)
    return (
      <LoadError
        title={t('loadError')}
        hint={failureHint(query.error)}
        onRetry={() => void query.refetch()}
        testId="nft-detail-error"
      />
    );

  const mine = userId !== null && item.owner_id === userId;
  const onSale = item.status === NFT_STATUS.onSale;
  const fee = share(item.price, item.fee_rate, item.currency_precision);
  const royalty =
    item.is_resale && item.author_id !== item.owner_id
      ? share(item.price, item.royalty_rate, item.currency_precision)
      : '0';
  const cur = item.currency_name;
  const open = (which: 'buy' | 'bid') => {
    if (!loggedIn) return openLogin();
    setError(null);
    if (which === 'bid') setBidPrice(minimumBid(item));
    setSheet(which);
  };
  const confirmBuy = async () => {
    try {
      const sale = await buy.mutateAsync({ code: item.code, idempotency_key: buyKey.key });
      buyKey.renew();
      setSheet(null);
      showToast(t('buy.done'), 'success');
      if (item.pay_type === NFT_PAY_TYPE.box)
        navigateTo('/pages/nft/purchase_one', { code: sale.code });
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  const confirmBid = async () => {
    try {
      await bid.mutateAsync({ code: item.code, price: bidPrice.trim() });
      setSheet(null);
      showToast(t('bid.done'), 'success');
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  // A blind-box series is not itself an artwork: its rarity and media come with each box.
  const isSeries = item.pay_type === NFT_PAY_TYPE.box && !item.is_box;
  const rows: Array<[string, string, string]> = isSeries
    ? [['code', t('detail.code'), item.code]]
    : [
        ['rarity', t('detail.rarity'), item.rarity],
        ['type', t('detail.type'), t(`kind.${item.type}`)],
        ['chain', t('detail.chain'), item.chain],
        ['token', t('detail.token'), item.token_id],
        ['code', t('detail.code'), item.code],
      ];
  if (item.collection_name) rows.push(['collection', t('detail.collection'), item.collection_name]);
  if (item.pay_type === NFT_PAY_TYPE.auction)
    rows.push(
      ['start', t('detail.startPrice'), `${money(item.start_price, cur, 'exact')} ${cur}`],
      ['increase', t('detail.increase'), `${money(item.per_increase, cur, 'exact')} ${cur}`],
      ['margin', t('detail.margin'), `${money(item.margin, cur, 'exact')} ${cur}`],
    );
  rows.push(
    ['starts', t('detail.starts'), formatDate(item.start_time, DATE_TIME)],
    ['ends', t('detail.ends'), formatDate(item.end_time, DATE_TIME)],
  );
  return (
    <div
      className={styles.page}
      data-testid="nft-detail"
      data-code={item.code}
      data-status={item.status}
    >
      <MediaView item={item} />
      <section className={styles.card}>
        <h1 className={styles.title}>{item.name}</h1>
        <button
          type="button"
          className={styles.chip}
          onClick={() => navigateTo('/pages/nft/artistDetail', { uid: item.author_id })}
        >
          {item.author_name}
        </button>
        <div className={styles.row}>
          <span>
            {item.pay_type === NFT_PAY_TYPE.auction ? t('detail.currentBid') : t('detail.price')}
          </span>
          <strong className={styles.price} data-testid="nft-price">
            {money(item.price, cur, 'exact')} {cur}
          </strong>
        </div>
        <div className={styles.row}>
          <span>{t(`status.${item.status}`)}</span>
          <strong data-testid="nft-countdown">
            {item.status === NFT_STATUS.notStarted ? (
              <Countdown
                target={item.start_time}
                serverNow={item.server_now}
                receivedAtMs={query.dataUpdatedAt}
              />
            ) : item.status === NFT_STATUS.onSale ? (
              <Countdown
                target={item.end_time}
                serverNow={item.server_now}
                receivedAtMs={query.dataUpdatedAt}
              />
            ) : (
              t(`listing.${item.listing}`)
            )}
          </strong>
        </div>
        {item.description ? <p className={styles.meta}>{item.description}</p> : null}
      </section>
      <section className={styles.card}>
        {rows.map(([key, label, value]) => (
          <div className={styles.row} key={key}>
            <span>{label}</span>
            <strong data-testid={`nft-detail-${key}`}>{value}</strong>
          </div>
        ))}
      </section>
      <BidHistory item={item} />
      <div className={styles.actions}>
        {loggedIn && !mine ? (
          <Button
            shape="rounded"
            onClick={() => void collect.mutateAsync(item.code)}
            data-testid="nft-collect"
          >
            {item.collect ? t('detail.uncollect') : t('detail.collect')} ({item.collect_number})
          </Button>
        ) : null}
        {mine && item.listing === 'none' && !item.is_box ? (
          <Button
            shape="rounded"
            color="primary"
            onClick={() => navigateTo('/pages/nft/resell', { code: item.code })}
            data-testid="nft-resell"
          >
            {t('resell.action')}
          </Button>
        ) : null}
        {!mine && onSale ? (
          item.pay_type === NFT_PAY_TYPE.auction ? (
            <Button
              shape="rounded"
              color="primary"
              onClick={() => open('bid')}
              data-testid="nft-bid"
            >
              {t('bid.action')}
            </Button>
          ) : (
            <Button
              shape="rounded"
              color="primary"
              onClick={() => open('buy')}
              data-testid="nft-buy"
            >
              {item.pay_type === NFT_PAY_TYPE.box ? t('box.buy') : t('buy.action')}
            </Button>
          )
        ) : null}
      </div>
      <ConfirmSheet
        visible={sheet === 'buy'}
        title={t('buy.title')}
        rows={[
          { key: 'name', label: t('buy.item'), value: item.name },
          {
            key: 'price',
            label: t('buy.price'),
            value: `${money(item.price, cur, 'exact')} ${cur}`,
          },
          {
            key: 'fee',
            label: t('buy.fee', { rate: multiplyDecimals(item.fee_rate, '100') }),
            value: `${money(fee, cur, 'exact')} ${cur}`,
          },
          ...(royalty !== '0'
            ? [
                {
                  key: 'royalty',
                  label: t('buy.royalty', { rate: multiplyDecimals(item.royalty_rate, '100') }),
                  value: `${money(royalty, cur, 'exact')} ${cur}`,
                },
              ]
            : []),
          {
            key: 'seller',
            label: t('buy.seller'),
            value: `${money(subtractDecimals(subtractDecimals(item.price, fee), royalty), cur, 'exact')} ${cur}`,
          },
        ]}
        error={error}
        pending={buy.isPending}
        confirmLabel={t('buy.confirm', { amount: money(item.price, cur, 'exact'), currency: cur })}
        onCancel={() => setSheet(null)}
        onConfirm={() => void confirmBuy()}
        testId="nft-buy-sheet"
      >
        <p className={styles.meta}>{t('buy.note')}</p>
      </ConfirmSheet>
      <ConfirmSheet
        visible={sheet === 'bid'}
        title={t('bid.title')}
        rows={[
          {
            key: 'current',
            label: t('detail.currentBid'),
            value: `${money(item.price, cur, 'exact')} ${cur}`,
          },
          {
            key: 'minimum',
            label: t('bid.minimum'),
            value: `${money(minimumBid(item), cur, 'exact')} ${cur}`,
          },
          {
            key: 'margin',
            label: t('bid.margin'),
            value: `${money(item.margin, cur, 'exact')} ${cur}`,
          },
        ]}
        error={error}
        pending={bid.isPending}
        confirmLabel={t('bid.confirm')}
        onCancel={() => setSheet(null)}
        onConfirm={() => void confirmBid()}
        testId="nft-bid-sheet"
      >
        <div className={styles.field}>
          <label htmlFor="nft-bid-price">{t('bid.price')}</label>
          <Input
            id="nft-bid-price"
            inputMode="decimal"
            value={bidPrice}
            onChange={setBidPrice}
            data-testid="nft-bid-price"
          />
        </div>
        <p className={styles.meta}>{t('bid.note')}</p>
      </ConfirmSheet>
    </div>
  );
}
