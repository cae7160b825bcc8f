import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DualProduct, DualType } from '@tidemark/contracts';
import { formatPlain } from '../../../shared/format/amount';
import { priceText } from '../../../shared/format/precision';
import { navigateTo } from '../../../shared/routing/navigation';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { QueryView } from '../../../shared/ui/query-view';
import { useDualProducts } from '../api';
import { useDualName } from '../product-name';
import { HELP_PATH, MINE_PATH, PURCHASE_PATH } from './shared';
import { SpotAndSettleRows } from './product-rows';
import styles from '../../../shared/ui/product-page.module.css';

const COINS = ['1', '2'] as const;
const COIN_NAME: Record<(typeof COINS)[number], string> = { '1': 'BTC', '2': 'ETH' };
const TYPES = ['call', 'put'] as const;

function ProductCard({ p }: { p: DualProduct }) {
  const { t } = useTranslation('dual');
  const name = useDualName();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigateTo(PURCHASE_PATH, { id: p.id })}
      data-testid={`dual-product-${p.id}`}
    >
      <div className={styles.head}>
        <h3 className={styles.title} data-testid="dual-product-name">
          {name(p)}
        </h3>
        <span className={styles.apr} data-testid="dual-product-apr">
          {t('aprValue', { rate: formatPlain(p.rate) })}
        </span>
      </div>
      <div className={styles.row}>
        <span>{t('strike')}</span>
        <span data-testid="dual-product-strike">
          {priceText(p.exercise_price, p.price_decimals)} USDT
        </span>
      </div>
      <SpotAndSettleRows p={p} />
      <div className={styles.row}>
        <span>{t('remaining')}</span>
        <span>
          {p.remaining_number} / {p.total_number}
        </span>
      </div>
    </button>
  );
}

/** /pages/invest/invest: products by underlying and type, APR, strike against the current price, settlement. */
export function DualInvest() {
  const { t } = useTranslation('dual');
  const [coin, setCoin] = useState<(typeof COINS)[number]>('1');
  const [type, setType] = useState<DualType>('call');
  const query = useDualProducts(Number(coin), type);
  const body = (
    <QueryView
      query={query}
      errorTitle={t('loadFailed')}
      isEmpty={(list) => list.length === 0}
      emptyText={t('empty')}
      emptyTestId="dual-empty"
    >
      {(list) => list.map((p) => <ProductCard key={p.id} p={p} />)}
    </QueryView>
  );
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button
          size="small"
          fill="none"
          onClick={() => navigateTo(MINE_PATH)}
          data-testid="dual-mine"
        >
          {t('mine')}
        </Button>
        <Button size="small" fill="none" onClick={() => navigateTo(HELP_PATH)}>
          {t('help')}
        </Button>
      </div>
      <TabSwitch
        options={COINS}
        value={coin}
        onChange={setCoin}
        label={t('coin')}
        textOf={(v) => COIN_NAME[v]}
        testIdPrefix="dual-coin"
      />
      <TabSwitch
        options={TYPES}
        value={type}
        onChange={setType}
        label={t('type')}
        textOf={(v) => t(`types.${v}`, { coin: COIN_NAME[coin] })}
        testIdPrefix="dual-type"
      />
      <p className={styles.text}>{t(`typeHint.${type}`, { coin: COIN_NAME[coin] })}</p>
      {body}
    </div>
  );
}
