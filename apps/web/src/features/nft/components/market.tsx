import { useState } from 'react';
import { Tabs, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NFT_KIND, NFT_PAY_TYPE, type NftItem } from '@tidemark/contracts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { navigateTo } from '../../../shared/routing/navigation';
import { PagedList } from '../../../shared/ui/paged-list';
import { useCurrencies, useMarket } from '../api';
import { useNftNotices } from '../notices';
import { ArtworkCard } from './artwork-card';
import styles from './nft.module.css';
import tabs from '../../../shared/ui/tabs.module.css';

const TABS = [NFT_PAY_TYPE.fixed, NFT_PAY_TYPE.auction, NFT_PAY_TYPE.box];

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The NFT home: fixed price, auctions and blind boxes, with search and filters. */
export function NftMarket({ autoFocusSearch = false }: { autoFocusSearch?: boolean }) {
  const { t } = useTranslation('nft');
  const [payType, setPayType] = useState<number>(NFT_PAY_TYPE.fixed);
  const [keyword, setKeyword] = useState('');
  const [currency, setCurrency] = useState<number | null>(null);
  const [kind, setKind] = useState<number | null>(null);
  const debounced = useDebouncedValue(keyword.trim());
  const currencies = useCurrencies();
  useNftNotices();
  const query = useMarket({ pay_type: payType, keyword: debounced, currency, type: kind });
  const chip = (on: boolean) => `${styles.chip} ${on ? styles.chipOn : ''}`;
  return (
    <div data-testid="nft-market">
      <div className={styles.actions} style={{ padding: '8px 12px' }}>
        <button
          type="button"
          className={chip(false)}
          onClick={() => navigateTo('/pages/nft/mine')}
          data-testid="nft-go-mine"
        >
          {t('mine.title')}
        </button>
        <button
          type="button"
          className={chip(false)}
          onClick={() => navigateTo('/pages/nft/components/artist')}
        >
          {t('artist.list')}
        </button>
        <button
          type="button"
          className={chip(false)}
          onClick={() => navigateTo('/pages/nft/components/collection')}
        >
          {t('collection.title')}
        </button>
      </div>
      <div style={{ padding: '0 12px 8px' }}>
        <SearchBar
          placeholder={t('market.search')}
          value={keyword}
          onChange={setKeyword}
          autoFocus={autoFocusSearch}
        />
      </div>
      <div className={styles.chips} aria-label={t('market.filters')}>
        <button type="button" className={chip(currency === null)} onClick={() => setCurrency(null)}>
          {t('market.allCurrencies')}
        </button>
        {(currencies.data ?? []).map((c) => (
          <button
            key={c.id}
            type="button"
            className={chip(currency === c.id)}
            onClick={() => setCurrency(c.id)}
          >
            {c.name}
          </button>
        ))}
        <span style={{ width: 8 }} />
        <button type="button" className={chip(kind === null)} onClick={() => setKind(null)}>
          {t('market.allTypes')}
        </button>
        {Object.values(NFT_KIND).map((k) => (
          <button key={k} type="button" className={chip(kind === k)} onClick={() => setKind(k)}>
            {t(`kind.${k}`)}
          </button>
        ))}
      </div>
      <Tabs
        className={tabs.sticky}
        activeKey={String(payType)}
        onChange={(k) => setPayType(Number(k))}
      >
        {TABS.map((p) => (
          <Tabs.Tab
            key={String(p)}
            title={<span data-testid={`nft-tab-${p}`}>{t(`payType.${p}`)}</span>}
          />
        ))}
      </Tabs>
      <PagedList<NftItem[], { data: NftItem[] }>
        query={query}
        pageItems={(page) => chunk(page.data, 2)}
        itemKey={(row) => row.map((i) => i.id).join('-')}
        renderItem={(row) => (
          <div className={styles.grid}>
            {row.map((item) => (
              <ArtworkCard key={item.id} item={item} />
            ))}
          </div>
        )}
        emptyTitle={t('market.empty')}
        errorTitle={t('loadError')}
        testId="nft-list"
      />
    </div>
  );
}
