import { useState } from 'react';
import { Button, Switch, Tabs } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCKET_EVENTS, type CopyMyCopy } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { useUpDownColor } from '../../../shared/theme/theme';
import { FormError } from '../../../shared/ui/form';
import { sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { QueryView } from '../../../shared/ui/query-view';
import { PagedList } from '../../../shared/ui/paged-list';
import tabs from '../../../shared/ui/tabs.module.css';
import {
  copyKeys,
  useApplyTrader,
  useCancelFollow,
  useCloseCopy,
  useCopyMe,
  useMyCopies,
  useMyFollows,
  useMySkips,
  useSelfHolding,
  useStopTrader,
  useTraderSettings,
} from '../api';
import { copyTime, lotsText, useCopyFigures } from '../format';
import { PositionRow } from './trader-profile';
import styles from '../copytrade.module.css';
import { NumberField } from './number-field';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

export const MY_TABS = ['follows', 'copies', 'history', 'skips', 'trader'] as const;
export type MyTab = (typeof MY_TABS)[number];

/** `?tab=` of the page: one of the tabs, the follows by default. */
export function myTabFrom(value: string | null): MyTab {
  return (MY_TABS as readonly string[]).includes(value ?? '') ? (value as MyTab) : 'follows';
}

async function confirmRun(
  content: string,
  action: () => Promise<unknown>,
  done: string,
  fallback: string,
) {
  if (await confirmDialog({ content })) await run(action, done, fallback);
}

/** Copies open and close in the trader's transaction; the user's events say when to refetch. */
function useCopySync() {
  const { t } = useTranslation('copytrade');
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: copyKeys.mine() });
  useSocketEvent(SOCKET_EVENTS.balance, refresh);
  useSocketEvent(SOCKET_EVENTS.leverClosed, refresh);
  useSocketEvent(SOCKET_EVENTS.message, (payload) => {
    refresh();
    const notice = payload as { kind?: string; event?: string; reason?: string } | null;
    // A skipped copy is told at once, with why.
    if (notice?.kind === 'copytrade' && notice.event === 'copy_skipped' && notice.reason)
      showToast(t(`skip.${notice.reason}`), 'fail');
  });
}

async function run(action: () => Promise<unknown>, done: string, fallback: string) {
  try {
    await action();
    showToast(done, 'success');
  } catch (err) {
    showToast(sheetErrorOf(err) ?? fallback, 'fail');
  }
}

function Follows() {
  const { money, pnl } = useCopyFigures();
  const { t } = useTranslation('copytrade');
  const colorOf = useUpDownColor();
  const follows = useMyFollows();
  const cancel = useCancelFollow();
  return (
    <QueryView
      query={follows}
      errorTitle={t('state.loadFailed')}
      isEmpty={(list) => list.length === 0}
      empty={
        <div className={styles.card} data-testid="copy-follows-empty">
          <p className={styles.muted}>{t('my.noFollows')}</p>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => navigateTo('/pages/copytrade/copy')}
          >
            {t('my.findTraders')}
          </Button>
        </div>
      }
    >
      {(list) => (
        <>
          {list.map((f) => (
            <div key={f.id} className={styles.card} data-testid={`copy-follow-${f.trader_user_id}`}>
              <div className={styles.head}>
                <button
                  type="button"
                  className={styles.name}
                  style={{ background: 'none', border: 0, padding: 0, color: 'inherit' }}
                  onClick={() => navigateTo('/pages/copytrade/trader', { id: f.trader_user_id })}
                >
                  {f.nickname}
                </button>
                <span className={styles.muted}>
                  {f.status === 1 ? t('my.active') : t('my.stopped')}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t(f.type === 1 ? 'follow.multiple' : 'follow.lots')}</span>
                <span>{f.type === 1 ? f.number : lotsText(f.number)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('my.realised')}</span>
                <span style={{ color: colorOf(f.realised_pnl) }}>{pnl(f.realised_pnl)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('my.sharesPaid')}</span>
                <span data-testid={`copy-follow-${f.trader_user_id}-shares`}>
                  {money(f.shares_paid)}
                </span>
              </div>
              {f.status === 1 ? (
                <Button
                  size="small"
                  shape="rounded"
                  fill="outline"
                  onClick={() =>
                    void confirmRun(
                      t('follow.cancelConfirm'),
                      () => cancel.mutateAsync(f.trader_user_id),
                      t('follow.cancelled'),
                      t('state.loadFailed'),
                    )
                  }
                >
                  {t('follow.cancel')}
                </Button>
              ) : null}
            </div>
          ))}
        </>
      )}
    </QueryView>
  );
}

function CopyActions({ c }: { c: CopyMyCopy }) {
  const { t } = useTranslation('copytrade');
  const detach = useSelfHolding();
  const close = useCloseCopy();
  return (
    <div className={styles.actions}>
      {!c.detached ? (
        <Button
          size="small"
          shape="rounded"
          loading={detach.isPending}
          onClick={() =>
            void confirmRun(
              t('my.detachConfirm'),
              () => detach.mutateAsync(c.id),
              t('my.detached'),
              t('state.loadFailed'),
            )
          }
          data-testid={`copy-detach-${c.id}`}
        >
          {t('my.detach')}
        </Button>
      ) : null}
      <Button
        size="small"
        shape="rounded"
        color="danger"
        fill="outline"
        loading={close.isPending}
        onClick={() =>
          void confirmRun(
            t('my.closeConfirm'),
            () => close.mutateAsync(c.id),
            t('my.closed'),
            t('state.loadFailed'),
          )
        }
        data-testid={`copy-close-${c.id}`}
      >
        {t('my.close')}
      </Button>
    </div>
  );
}

function Copies({ status }: { status: 1 | 3 }) {
  const { money } = useCopyFigures();
  const { t } = useTranslation('copytrade');
  const query = useMyCopies(status);
  return (
    <PagedList
      query={query}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <PositionRow
          p={c}
          extra={
            <>
              <div className={styles.row}>
                <span>{t('my.trader')}</span>
                <span>
                  {c.nickname}
                  {c.detached ? ` · ${t('my.selfHeld')}` : ''}
                </span>
              </div>
              {status === 3 ? (
                <div className={styles.row}>
                  <span>{t('my.sharePaid')}</span>
                  <span data-testid={`copy-share-${c.id}`}>{money(c.share_paid)}</span>
                </div>
              ) : (
                <CopyActions c={c} />
              )}
            </>
          }
        />
      )}
      emptyTitle={status === 1 ? t('my.noCopies') : t('my.noHistory')}
      errorTitle={t('state.loadFailed')}
      testId={status === 1 ? 'copy-open' : 'copy-closed'}
    />
  );
}

function Skips() {
  const { t } = useTranslation('copytrade');
  const query = useMySkips();
  return (
    <PagedList
      query={query}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className={styles.card} data-testid={`copy-skip-${s.id}`}>
          <div className={styles.head}>
            <strong>
              {s.nickname} · {s.symbol}
            </strong>
            <span className={styles.muted}>{copyTime(s.created_at)}</span>
          </div>
          <p className={styles.text}>{t(`skip.${s.reason}`)}</p>
        </div>
      )}
      emptyTitle={t('my.noSkips')}
      errorTitle={t('state.loadFailed')}
      testId="copy-skips"
    />
  );
}

/** Applying to be a trader, and the trader's own dashboard. */
function TraderTab() {
  const { money } = useCopyFigures();
  const { t } = useTranslation('copytrade');
  const me = useCopyMe();
  const apply = useApplyTrader();
  const settings = useTraderSettings();
  const stop = useStopTrader();
  const [form, setForm] = useState({ nickname: '', introduction: '', experience: '' });
  const [cap, setCap] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <QueryView query={me} errorTitle={t('state.loadFailed')}>
      {(m) => {
        if (m.status === 1)
          return (
            <div className={styles.card} data-testid="copy-dashboard">
              <h3 className={styles.name}>{m.nickname}</h3>
              <div className={styles.row}>
                <span>{t('stats.followers')}</span>
                <span data-testid="copy-dashboard-followers">
                  {m.follow_num}
                  {m.followers_max ? ` / ${m.followers_max}` : ''}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('trader.sharesEarned')}</span>
                <span data-testid="copy-dashboard-shares">{money(m.shares_earned)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('trader.paused')}</span>
                <Switch
                  checked={m.paused}
                  loading={settings.isPending}
                  onChange={(paused) =>
                    void run(
                      () => settings.mutateAsync({ paused, followers_max: m.followers_max ?? 0 }),
                      t('trader.saved'),
                      t('state.loadFailed'),
                    )
                  }
                />
              </div>
              <NumberField
                label={t('trader.cap')}
                value={cap}
                placeholder={m.followers_max ? String(m.followers_max) : t('follow.noCap')}
                onChange={setCap}
                whole
              />
              <div className={styles.actions}>
                <Button
                  size="small"
                  shape="rounded"
                  onClick={() =>
                    void run(
                      () =>
                        settings.mutateAsync({ paused: m.paused, followers_max: Number(cap || 0) }),
                      t('trader.saved'),
                      t('state.loadFailed'),
                    )
                  }
                >
                  {t('trader.saveCap')}
                </Button>
                <Button
                  size="small"
                  shape="rounded"
                  color="danger"
                  fill="outline"
                  onClick={() =>
                    void confirmRun(
                      t('trader.stopConfirm'),
                      () => stop.mutateAsync(undefined),
                      t('trader.stoppedDone'),
                      t('state.loadFailed'),
                    )
                  }
                >
                  {t('trader.stop')}
                </Button>
              </div>
            </div>
          );
        if (m.status === 0)
          return (
            <div className={styles.card} data-testid="copy-application-pending">
              <p className={styles.text}>{t('trader.pending')}</p>
            </div>
          );
        const submit = async () => {
          setError(null);
          try {
            await apply.mutateAsync(form);
            showToast(t('trader.applied'), 'success');
          } catch (err) {
            setError(sheetErrorOf(err));
          }
        };
        return (
          <div className={styles.card} data-testid="copy-apply">
            <h3 className={styles.name}>{t('trader.applyTitle')}</h3>
            {m.status === 2 ? (
              <p className={styles.error}>
                {t('trader.rejected', { reason: m.reject_reason ?? '' })}
              </p>
            ) : null}
            {m.status === 3 ? <p className={styles.muted}>{t('trader.wasStopped')}</p> : null}
            <p className={styles.muted}>{t('trader.applyHint')}</p>
            {(['nickname', 'introduction', 'experience'] as const).map((k) => (
              <label key={k} className={styles.field}>
                <span className={styles.muted}>{t(`trader.${k}`)}</span>
                {k === 'nickname' ? (
                  <input
                    value={form[k]}
                    maxLength={32}
                    onChange={(e) => setForm({ ...form, [k]: e.target.value })}
                    data-testid={`copy-apply-${k}`}
                  />
                ) : (
                  <textarea
                    rows={3}
                    value={form[k]}
                    maxLength={500}
                    onChange={(e) => setForm({ ...form, [k]: e.target.value })}
                    data-testid={`copy-apply-${k}`}
                  />
                )}
              </label>
            ))}
            <FormError message={error} className={styles.error} testId="copy-apply-error" />
            <Button
              color="primary"
              shape="rounded"
              loading={apply.isPending}
              disabled={
                !form.nickname.trim() || !form.introduction.trim() || !form.experience.trim()
              }
              onClick={() => void submit()}
              data-testid="copy-apply-submit"
            >
              {t('trader.apply')}
            </Button>
          </div>
        );
      }}
    </QueryView>
  );
}

/** My copy trading: traders followed, current copies (detach, close), history with shares, skips, and being a trader. */
export function MyCopyTrading({ initialTab }: { initialTab: MyTab }) {
  const { t } = useTranslation('copytrade');
  const [tab, setTab] = useState<MyTab>(initialTab);
  useCopySync();
  return (
    <div>
      <Tabs
        className={tabs.sticky}
        activeKey={tab}
        onChange={(k) => setTab(k as MyTab)}
        data-testid="copy-my-tabs"
      >
        {MY_TABS.map((k) => (
          <Tabs.Tab key={k} title={<span data-testid={`copy-tab-${k}`}>{t(`my.tab_${k}`)}</span>} />
        ))}
      </Tabs>
      <div className={styles.page}>
        {tab === 'follows' ? <Follows /> : null}
        {tab === 'copies' ? <Copies status={1} /> : null}
        {tab === 'history' ? <Copies status={3} /> : null}
        {tab === 'skips' ? <Skips /> : null}
        {tab === 'trader' ? <TraderTab /> : null}
      </div>
    </div>
  );
}
