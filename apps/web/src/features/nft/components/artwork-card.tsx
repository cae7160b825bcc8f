import { useTranslation } from 'react-i18next';
import { NFT_KIND, NFT_PAY_TYPE, type NftItem } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { navigateTo } from '../../../shared/routing/navigation';
import styles from './nft.module.css';

/** The pages an artwork opens on: boxes on the box page, audio and video on the player page. */
const ARTWORK_PAGES = {
  box: '/pages/nft/purchase_one',
  player: '/pages/nft/artworkDetail_video',
  still: '/pages/nft/artworkDetail',
} as const;

function pageOf(item: Pick<NftItem, 'type' | 'pay_type'>): keyof typeof ARTWORK_PAGES {
  if (item.pay_type === NFT_PAY_TYPE.box) return 'box';
  return item.type === NFT_KIND.audio || item.type === NFT_KIND.video ? 'player' : 'still';
}

export function openArtwork(item: Pick<NftItem, 'code' | 'type' | 'pay_type'>): void {
  navigateTo(ARTWORK_PAGES[pageOf(item)], { code: item.code });
}

/** The still shown for an artwork: the image or GIF itself, the poster, or a symbol. */
export function Thumb({ item }: { item: NftItem }) {
  // A generated thumbnail when the server made one; otherwise the original, scaled by CSS.
  const still =
    item.type === NFT_KIND.image || item.type === NFT_KIND.gif
      ? (item.thumb ?? item.image)
      : item.poster;
  if (still) return <img className={styles.thumb} src={still} alt={item.name} loading="lazy" />;
  return (
    <div className={styles.placeholder} aria-hidden>
      {item.type === NFT_KIND.audio ? '♪' : '▶'}
    </div>
  );
}

export function ArtworkCard({ item }: { item: NftItem }) {
  const { t } = useTranslation('nft');
  const money = useMoneyText();
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={() => openArtwork(item)}
      // Named by the page it opens too: cards that open different pages are told apart (the
      // reachability crawl taps one card of each name).
      data-testid={`nft-card-${pageOf(item)}-${item.code}`}
    >
      <Thumb item={item} />
      <p className={styles.name}>{item.name}</p>
      <span className={styles.meta}>
        {item.author_name} · {item.rarity} · {t(`kind.${item.type}`)}
      </span>
      <span className={styles.price}>
        {money(item.price, item.currency_name, 'exact')} {item.currency_name}
      </span>
      <span className={styles.meta}>{t(`status.${item.status}`)}</span>
    </button>
  );
}
