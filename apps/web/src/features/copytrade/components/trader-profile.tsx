import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { compareDecimals, type CopyPosition } from '@tidemark/contracts';
import { useOpenLogin } from '../../../shared/routing/use-open-login';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { useUpDownColor } from '../../../shared/theme/theme';
import { showToast } from '../../../shared/ui/feedback';
import { QueryView } from '../../../shared/ui/query-view';
import { PagedList } from '../../../shared/ui/paged-list';
import { sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { useCancelFollow, useTraderDetail, useTraderHistory } from '../api';
import {
  copyTime,
  lotsText,
  MARGIN_CODE,
  pct,
  traderMissingMessage,
  useCopyFigures,
  useCopyPrice,
} from '../format';
import { FollowForm } from './follow-form';
import { TraderMissing } from './trader-missing';
import styles from '../copytrade.module.css';
import { LazyPopup } from '../../../shared/ui/lazy-popup';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

/** Daily realised PnL of the last 30 days as bars around a zero line. */
function Curve({ points }: { points: Array<{ day: string; pnl: string }> }) {
  const colorOf = useUpDownColor();
  const max = Math.max(1, ...points.map((p) => Math.abs(Number(p.pnl))));
  return (
    <div className={styles.curve} aria-hidden="true">
      {points.map((p) => {
        const h = Math.max(2, (Math.abs(Number(p.pnl)) / max) * 30);
        const up = compareDecimals(p.pnl, '0') >= 0;
        return (
          <div
            key={p.day}
            className={styles.bar}
            title={`${p.day} ${p.pnl}`}
            style={{
              height: `${h}px`,
              background: colorOf(p.pnl),
              alignSelf: 'center',
              transform: `translateY(${up ? -h / 2 : h / 2}px)`,
            }}
          />
        );
      })}
    </div>
  );
}

export function PositionRow({ p, extra }: { p: CopyPosition; extra?: React.ReactNode }) {
  const { money, pnl } = useCopyFigures();
  const price = useCopyPrice();
  const { t } = useTranslation('copytrade');
  const colorOf = useUpDownColor();
  return (
    <div className={styles.card} data-testid={`copy-position-${p.id}`}>
      <div className={styles.head}>
        <strong>
          {p.symbol} · {t(p.type === 1 ? 'position.long' : 'position.short')} · {p.multiple}x
        </strong>
        <span
          style={{ color: p.fact_profits ? colorOf(p.fact_profits) : undefined }}
          data-testid={`copy-position-${p.id}-pnl`}
        >
          {p.fact_profits ? pnl(p.fact_profits) : t('position.open')}
        </span>
      </div>
      <div className={styles.row}>
        <span>{t('position.lots')}</span>
        <span>{lotsText(p.share)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('position.entry')}</span>
        <span>{price(p.price, p.symbol)}</span>
      </div>
      {p.close_price ? (
        <div className={styles.row}>
          <span>{t('position.exit')}</span>
          <span>
            {price(p.close_price, p.symbol)}
            {p.close_reason ? ` · ${t(`reason.${p.close_reason}`)}` : ''}
          </span>
        </div>
      ) : null}
      <div className={styles.row}>
        <span>{t('position.margin')}</span>
        <span>{money(p.origin_caution_money)}</span>
      </div>
      {extra}
    </div>
  );
}

/** A trader's profile: stats from closed positions, the PnL curve, history, and following. */
export function TraderProfile({ id }: { id: number }) {
  const { money, pnl } = useCopyFigures();
  const { t } = useTranslation('copytrade');
  const colorOf = useUpDownColor();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const openLogin = useOpenLogin();
  const detail = useTraderDetail(id);
  const history = useTraderHistory(id);
  const cancel = useCancelFollow();
  const [sheet, setSheet] = useState(false);
  if (id <= 0) return <TraderMissing />;
  const missing = detail.isError ? traderMissingMessage(detail.error) : null;
  if (missing !== null) return <TraderMissing message={missing} />;
  return (
    <QueryView query={detail} errorTitle={t('state.loadFailed')} errorTestId="copy-trader-error">
      {(d) => {
        const info = d.trader_info;
        const s = d.data;
        const stop = async () => {
          const ok = await confirmDialog({ content: t('follow.cancelConfirm') });
          if (!ok) return;
          try {
            await cancel.mutateAsync(info.id);
            showToast(t('follow.cancelled'), 'success');
          } catch (err) {
            showToast(sheetErrorOf(err) ?? t('state.loadFailed'), 'fail');
          }
        };
        const cells: Array<[string, string, string | undefined]> = [
          ['totalPnl', pnl(s.total_profits), colorOf(s.total_profits)],
          ['winRate', pct(s.correct_rate), undefined],
          ['return', pct(s.total_income_rate), undefined],
          ['followers', String(s.follow_num), undefined],
          // Both are amounts of the margin currency (the drawdown: the largest fall of the
          // cumulative realised PnL from a peak), so they carry its code.
          ['aum', `${money(s.assets_under_copy)} ${MARGIN_CODE}`, undefined],
          ['drawdown', `${money(s.max_drawdown)} ${MARGIN_CODE}`, undefined],
          ['closed', String(s.closed_count), undefined],
          ['longs', String(s.riseCount), undefined],
          ['shorts', String(s.fallCount), undefined],
        ];
        return (
          <div className={styles.page} data-testid="copy-trader-profile">
            <section className={styles.card}>
              <div className={styles.head}>
                <h2 className={styles.name} data-testid="copy-trader-name">
                  {info.nickname}
                </h2>
                <span className={styles.muted}>
                  {!info.is_trader ? t('profile.stopped') : info.paused ? t('list.paused') : ''}
                </span>
              </div>
              <p className={styles.text}>{info.introduction}</p>
              <p className={styles.muted}>
                {t('profile.experience')}: {info.experience}
              </p>
            </section>
            <section className={styles.card}>
              <dl className={styles.stats}>
                {cells.map(([key, value, color]) => (
                  <div key={key}>
                    <dt>{t(`stats.${key}`)}</dt>
                    <dd style={color ? { color } : undefined} data-testid={`copy-stat-${key}`}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.muted}>{t('profile.curve')}</p>
              <Curve points={s.curve} />
              <p className={styles.muted}>
                {s.computed_at
                  ? t('profile.computedAt', { time: copyTime(s.computed_at) })
                  : t('profile.notComputed')}
              </p>
            </section>
            {info.is_trader ? (
              <div className={styles.actions}>
                {d.is_followed ? (
                  <>
                    <Button
                      shape="rounded"
                      onClick={() => setSheet(true)}
                      data-testid="copy-edit-follow"
                    >
                      {t('follow.edit')}
                    </Button>
                    <Button
                      shape="rounded"
                      color="danger"
                      fill="outline"
                      loading={cancel.isPending}
                      onClick={() => void stop()}
                      data-testid="copy-cancel-follow"
                    >
                      {t('follow.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button
                    color="primary"
                    shape="rounded"
                    onClick={() => (loggedIn ? setSheet(true) : openLogin())}
                    data-testid="copy-open-follow"
                  >
                    {t('follow.open')}
                  </Button>
                )}
              </div>
            ) : null}
            <h3 className={styles.name}>{t('profile.history')}</h3>
            <PagedList
              query={history}
              itemKey={(p) => p.id}
              renderItem={(p) => <PositionRow p={p} />}
              emptyTitle={t('profile.noHistory')}
              errorTitle={t('state.loadFailed')}
              compact
              testId="copy-history"
            />
            <LazyPopup
              visible={sheet}
              onMaskClick={() => setSheet(false)}
              onClose={() => setSheet(false)}
              bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '85vh', overflowY: 'auto' }}
            >
              {sheet ? <FollowForm detail={d} onDone={() => setSheet(false)} /> : null}
            </LazyPopup>
          </div>
        );
      }}
    </QueryView>
  );
}
