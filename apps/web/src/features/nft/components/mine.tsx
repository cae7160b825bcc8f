import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  type NftBid,
  type NftItem,
  type NftMessage,
  type NftPayOrder,
} from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { formatPlain } from '../../../shared/format/amount';
import { ConfirmSheet, sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { PagedList } from '../../../shared/ui/paged-list';
import tabs from '../../../shared/ui/tabs.module.css';
import {
  useCancelResell,
  useMessages,
  useMine,
  useMyBids,
  usePay,
  usePayOrders,
  useReadMessage,
} from '../api';
import { Countdown } from '../countdown';
import { useNftNotices } from '../notices';
import { openArtwork } from './artwork-card';
import styles from './nft.module.css';

type Tab = 'owned' | 'on_sale' | 'boxes' | 'bids' | 'orders' | 'messages';
const TABS: Tab[] = ['owned', 'on_sale', 'boxes', 'bids', 'orders', 'messages'];

function ItemRow({ item }: { item: NftItem }) {
  const { t } = useTranslation('nft');
  const cancel = useCancelResell();
  const cancellable = ['pending', 'rejected', 'active'].includes(item.listing) && item.bids === 0;
  return (
    <div className={styles.card} data-testid={`nft-mine-${item.code}`}>
      <button
        type="button"
        className={styles.tile}
        style={{ width: '100%' }}
        onClick={() => openArtwork(item)}
      >
        <p className={styles.name}>{item.name}</p>
        <span className={styles.meta}>
          {item.code} · {item.rarity} · {t(`listing.${item.listing}`)}
          {item.is_box && !item.opened ? ` · ${t('box.unopened')}` : ''}
        </span>
        {item.reject_reason ? (
          <span className={styles.bad}>{t('mine.rejected', { reason: item.reject_reason })}</span>
        ) : null}
      </button>
      {cancellable ? (
        <Button
          size="small"
          shape="rounded"
          onClick={() => void cancel.mutateAsync(item.code)}
          data-testid="nft-cancel-listing"
        >
          {t('mine.cancelListing')}
        </Button>
      ) : null}
    </div>
  );
}

function Items({ tab }: { tab: 'owned' | 'on_sale' | 'boxes' }) {
  const { t } = useTranslation('nft');
  const query = useMine(tab);
  return (
    <PagedList
      query={query}
      itemKey={(i: NftItem) => i.id}
      renderItem={(i: NftItem) => <ItemRow item={i} />}
      emptyTitle={t(`mine.empty.${tab}`)}
      errorTitle={t('loadError')}
      testId={`nft-mine-${tab}`}
    />
  );
}

function Bids() {
  const { t } = useTranslation('nft');
  const money = useMoneyText();
  const query = useMyBids();
  return (
    <PagedList
      query={query}
      itemKey={(b: NftBid) => b.id}
      renderItem={(b: NftBid) => (
        <div className={styles.row} style={{ padding: '8px 12px' }}>
          <span>
            {b.name}{' '}
            {b.leading ? <span className={styles.badge}>{t('detail.leading')}</span> : null}
          </span>
          <strong>
            {money(b.price, b.currency_name, 'exact')} {b.currency_name}
          </strong>
        </div>
      )}
      emptyTitle={t('mine.empty.bids')}
      errorTitle={t('loadError')}
      testId="nft-mine-bids"
    />
  );
}

function Orders() {
  const { t } = useTranslation('nft');
  const money = useMoneyText();
  const query = usePayOrders();
  const pay = usePay();
  const [chosen, setChosen] = useState<NftPayOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={4} />}
      errorTitle={t('loadError')}
      isEmpty={(list) => list.length === 0}
      emptyText={t('mine.empty.orders')}
      emptyTestId="nft-orders-empty"
    >
      {(list) => {
        const confirm = async () => {
          if (!chosen) return;
          try {
            await pay.mutateAsync(chosen.id);
            setChosen(null);
            showToast(t('orders.paid'), 'success');
          } catch (err) {
            setError(sheetErrorOf(err));
          }
        };
        return (
          <div className={styles.page}>
            {list.map((o) => (
              <div key={o.id} className={styles.card} data-testid={`nft-order-${o.id}`}>
                <p className={styles.name}>{o.name}</p>
                <div className={styles.row}>
                  <span>{t('orders.price')}</span>
                  <strong>
                    {money(o.price, o.currency_name, 'exact')} {o.currency_name}
                  </strong>
                </div>
                <div className={styles.row}>
                  <span>{t('orders.margin')}</span>
                  <strong>
                    {money(o.margin, o.currency_name, 'exact')} {o.currency_name}
                  </strong>
                </div>
                <div className={styles.row}>
                  <span>{t('orders.toPay')}</span>
                  <strong data-testid="nft-order-to-pay">
                    {money(o.to_pay, o.currency_name, 'exact')} {o.currency_name}
                  </strong>
                </div>
                <div className={styles.row}>
                  <span>
                    {o.is_pay
                      ? t('orders.statusPaid')
                      : o.is_expired
                        ? t('orders.statusExpired')
                        : t('orders.deadline')}
                  </span>
                  <strong>
                    {!o.is_pay && !o.is_expired ? (
                      <Countdown
                        target={o.remaining_seconds}
                        serverNow={0}
                        receivedAtMs={query.dataUpdatedAt}
                      />
                    ) : o.pay_time ? (
                      formatDate(o.pay_time, 'yyyy-mm-dd hh:MM')
                    ) : (
                      '--'
                    )}
                  </strong>
                </div>
                {!o.is_pay && !o.is_expired ? (
                  <Button
                    block
                    shape="rounded"
                    color="primary"
                    onClick={() => {
                      setError(null);
                      setChosen(o);
                    }}
                    data-testid="nft-order-pay"
                  >
                    {t('orders.pay')}
                  </Button>
                ) : null}
              </div>
            ))}
            <ConfirmSheet
              visible={chosen !== null}
              title={t('orders.pay')}
              rows={
                chosen
                  ? [
                      {
                        key: 'price',
                        label: t('orders.price'),
                        value: `${money(chosen.price, chosen.currency_name, 'exact')} ${chosen.currency_name}`,
                      },
                      {
                        key: 'margin',
                        label: t('orders.margin'),
                        value: `${money(chosen.margin, chosen.currency_name, 'exact')} ${chosen.currency_name}`,
                      },
                      {
                        key: 'pay',
                        label: t('orders.toPay'),
                        value: `${money(chosen.to_pay, chosen.currency_name, 'exact')} ${chosen.currency_name}`,
                      },
                    ]
                  : []
              }
              error={error}
              pending={pay.isPending}
              onCancel={() => setChosen(null)}
              onConfirm={() => void confirm()}
              testId="nft-pay-sheet"
            />
          </div>
        );
      }}
    </QueryView>
  );
}

function Messages() {
  const { t } = useTranslation('nft');
  const query = useMessages();
  const read = useReadMessage();
  return (
    <PagedList
      query={query}
      itemKey={(m: NftMessage) => m.id}
      renderItem={(m: NftMessage) => (
        <button
          type="button"
          className={styles.tile}
          style={{ width: '100%', padding: '8px 12px', opacity: m.is_read ? 0.6 : 1 }}
          onClick={() => void read.mutateAsync(m.id)}
          data-testid={`nft-message-${m.kind}`}
        >
          <span className={styles.name}>
            {t(`messages.${m.kind}`, {
              name: m.name,
              amount: m.amount ? formatPlain(m.amount) : '',
              currency: m.currency_name,
            })}
          </span>
          <span className={styles.meta}>{formatDate(m.created_at, 'yyyy-mm-dd hh:MM')}</span>
        </button>
      )}
      emptyTitle={t('mine.empty.messages')}
      errorTitle={t('loadError')}
      testId="nft-messages"
    />
  );
}

/** pages/nft/mine and myNft: owned, on sale, boxes, bids, payment orders and messages. */
export function MyNfts({ initialTab = 'owned' }: { initialTab?: Tab }) {
  const { t } = useTranslation('nft');
  const [tab, setTab] = useState<Tab>(initialTab);
  useNftNotices();
  return (
    <div data-testid="nft-mine">
      <Tabs className={tabs.sticky} activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        {TABS.map((k) => (
          <Tabs.Tab
            key={k}
            title={<span data-testid={`nft-mine-tab-${k}`}>{t(`mine.tabs.${k}`)}</span>}
          />
        ))}
      </Tabs>
      {tab === 'owned' || tab === 'on_sale' || tab === 'boxes' ? <Items tab={tab} /> : null}
      {tab === 'bids' ? <Bids /> : null}
      {tab === 'orders' ? <Orders /> : null}
      {tab === 'messages' ? <Messages /> : null}
    </div>
  );
}
