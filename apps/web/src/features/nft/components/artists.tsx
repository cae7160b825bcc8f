import { useTranslation } from 'react-i18next';
import type { NftArtist } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { PagedList } from '../../../shared/ui/paged-list';
import { StatusView } from '../../../shared/ui/status-view';
import { useArtist, useArtists, useCollection } from '../api';
import { ArtworkCard } from './artwork-card';
import styles from './nft.module.css';

export function ArtistList() {
  const { t } = useTranslation('nft');
  const query = useArtists();
  return (
    <PagedList
      query={query}
      itemKey={(a: NftArtist) => a.uid}
      renderItem={(a: NftArtist) => (
        <button
          type="button"
          className={styles.tile}
          style={{ width: '100%', padding: '10px 12px' }}
          onClick={() => navigateTo('/pages/nft/artistDetail', { uid: a.uid })}
          data-testid={`nft-artist-${a.uid}`}
        >
          <span className={styles.name}>{a.name}</span>
          <span className={styles.meta}>
            {t('artist.works', { n: a.artworks_number })} · {a.bio}
          </span>
        </button>
      )}
      emptyTitle={t('artist.empty')}
      errorTitle={t('loadError')}
      testId="nft-artists"
    />
  );
}

/** pages/nft/artistDetail?uid=: the public profile (name, bio) and the artist's works. */
export function ArtistDetail({ uid }: { uid: number | null }) {
  const { t } = useTranslation('nft');
  const query = useArtist(uid);
  if (uid === null) return <StatusView icon="orders" title={t('artist.notFound')} />;
  return (
    <QueryView query={query} loading={<LoadingLines lines={8} />} errorTitle={t('artist.notFound')}>
      {(a) => (
        <div data-testid="nft-artist-detail">
          <section className={styles.card} style={{ margin: 12 }}>
            <h1 className={styles.title}>{a.name}</h1>
            <p className={styles.meta}>{a.bio}</p>
            <p className={styles.meta}>
              {t('artist.works', { n: a.artworks_number })} ·{' '}
              {t('artist.collects', { n: a.artworks_collect_number })}
            </p>
            <p className={styles.meta}>{a.collections.map((c) => c.name).join(' · ')}</p>
          </section>
          <div className={styles.grid}>
            {a.artworks.map((i) => (
              <ArtworkCard key={i.id} item={i} />
            ))}
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** pages/nft/components/collection: the artworks the user marked. */
export function CollectionList() {
  const { t } = useTranslation('nft');
  const query = useCollection();
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={6} />}
      errorTitle={t('loadError')}
      isEmpty={(list) => list.length === 0}
      emptyText={t('collection.empty')}
    >
      {(list) => (
        <div className={styles.grid}>
          {list.map((i) => (
            <ArtworkCard key={i.id} item={i} />
          ))}
        </div>
      )}
    </QueryView>
  );
}
