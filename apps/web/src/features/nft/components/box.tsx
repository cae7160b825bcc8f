import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate, type NftBoxSeries, type NftItem } from '@tidemark/contracts';
import { LoadingLines, MissingView, missingMessage } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { StatusView } from '../../../shared/ui/status-view';
import { ConfirmSheet, sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { useItem, useOpenBox, useSeries } from '../api';
import { verifySeries, type Verification } from '../verify';
import { ArtworkDetail, MediaView } from './artwork-detail';
import { usePageTitle } from '../../../shared/ui/page-title';
import styles from './nft.module.css';

/** The commitment, the revealed seed and, once revealed, the check of every opening. */
function Fairness({ series, boxId }: { series: NftBoxSeries; boxId: number | null }) {
  const { t } = useTranslation('nft');
  const [result, setResult] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);
  const run = async () => {
    setChecking(true);
    try {
      setResult(await verifySeries(series));
    } finally {
      setChecking(false);
    }
  };
  const mine = result?.openings.find((o) => o.box_id === boxId);
  const entry = (id: number) => series.pool.find((p) => p.id === id)?.name ?? `#${id}`;
  return (
    <section className={styles.card} data-testid="nft-fairness">
      <h2 className={styles.name}>{t('box.fairness')}</h2>
      <p className={styles.meta}>{t('box.rule')}</p>
      <div className={styles.field}>
        <span className={styles.meta}>{t('box.commitment')}</span>
        <span className={styles.mono} data-testid="nft-seed-hash">
          {series.seed_hash}
        </span>
      </div>
      <div className={styles.field}>
        <span className={styles.meta}>{t('box.seed')}</span>
        <span className={styles.mono} data-testid="nft-seed">
          {series.seed ?? t('box.seedHidden')}
        </span>
      </div>
      <ul className={styles.list}>
        {series.pool.map((p) => (
          <li key={p.id} className={styles.row}>
            <span>
              {p.name} ({p.rarity})
            </span>
            <strong>{t('box.weight', { weight: p.weight })}</strong>
          </li>
        ))}
      </ul>
      {series.revealed ? (
        <Button
          shape="rounded"
          loading={checking}
          onClick={() => void run()}
          data-testid="nft-verify"
        >
          {t('box.verify')}
        </Button>
      ) : null}
      {result ? (
        <div data-testid="nft-verify-result">
          <p
            className={result.commitmentHolds ? styles.ok : styles.bad}
            data-testid="nft-verify-commitment"
          >
            {result.commitmentHolds ? t('box.commitmentOk') : t('box.commitmentBad')}
          </p>
          {mine ? (
            <p
              className={mine.recomputed === mine.pool_id ? styles.ok : styles.bad}
              data-testid="nft-verify-mine"
            >
              {mine.recomputed === mine.pool_id
                ? t('box.drawOk', { entry: entry(mine.recomputed) })
                : t('box.drawBad', { entry: entry(mine.recomputed) })}
            </p>
          ) : null}
          <p className={styles.meta}>
            {t('box.allChecked', {
              ok: result.openings.filter((o) => o.recomputed === o.pool_id).length,
              total: result.openings.length,
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function OwnBox({ item, received }: { item: NftItem; received: number }) {
  const { t } = useTranslation('nft');
  const series = useSeries(item.series_id);
  const open = useOpenBox();
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Owned, the page is the user's box (or, once opened, the artwork in it), not a purchase.
  usePageTitle(item.opened ? t('box.titleOpened') : t('box.titleOwned'));
  void received;
  const doOpen = async () => {
    try {
      await open.mutateAsync(item.code);
      setConfirm(false);
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  return (
    <div className={styles.page} data-testid="nft-box" data-opened={item.opened}>
      <MediaView item={item} />
      <section className={styles.card}>
        <h1 className={styles.title} data-testid="nft-box-name">
          {item.name}
        </h1>
        <div className={styles.row}>
          <span>{t('detail.rarity')}</span>
          <strong data-testid="nft-box-rarity">{item.opened ? item.rarity : '?'}</strong>
        </div>
        <div className={styles.row}>
          <span>{t('box.id')}</span>
          <strong>{item.id}</strong>
        </div>
        <div className={styles.row}>
          <span>{t('box.seriesEnds')}</span>
          <strong>{formatDate(item.end_time, 'yyyy-mm-dd hh:MM')}</strong>
        </div>
        {!item.opened ? (
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => setConfirm(true)}
            data-testid="nft-open-box"
          >
            {t('box.open')}
          </Button>
        ) : (
          <p className={styles.ok} data-testid="nft-box-result">
            {t('box.youGot', { name: item.name, rarity: item.rarity })}
          </p>
        )}
      </section>
      {series.data ? <Fairness series={series.data} boxId={item.id} /> : null}
      <ConfirmSheet
        visible={confirm}
        title={t('box.open')}
        rows={[{ key: 'box', label: t('box.id'), value: String(item.id) }]}
        error={error}
        pending={open.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => void doOpen()}
        testId="nft-open-sheet"
      >
        <p className={styles.meta}>{t('box.openNote')}</p>
      </ConfirmSheet>
    </div>
  );
}

/**
 * pages/nft/purchase_one?code=: a blind-box series (buy a box, see the commitment) or a box
 * the user owns (open it, verify the draw once the seed is revealed).
 */
export function BlindBoxPage({ code }: { code: string | null }) {
  const { t } = useTranslation('nft');
  const query = useItem(code);
  const series = useSeries(query.data && !query.data.is_box ? query.data.series_id : null);
  if (code === null)
    return <StatusView icon="orders" title={t('detail.notFound')} testId="nft-detail-missing" />;
  const missing = missingMessage(query.error, ['nft_not_found']);
  if (missing !== null)
    return <MissingView title={missing} backTo="/pages/nft/nft" testId="nft-detail-missing" />;
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={8} />}
      errorTitle={t('loadError')}
      errorHint
    >
      {(item) => {
        if (item.is_box) return <OwnBox item={item} received={query.dataUpdatedAt} />;
        return (
          <div>
            <ArtworkDetail code={code} />
            <div style={{ padding: '0 12px 12px' }}>
              {series.data ? <Fairness series={series.data} boxId={null} /> : null}
              {series.data ? (
                <p className={styles.meta}>
                  {t('box.supply', { sold: series.data.sold, supply: series.data.supply })}
                </p>
              ) : null}
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
