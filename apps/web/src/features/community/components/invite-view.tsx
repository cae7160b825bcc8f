import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tidemark/contracts';
import { useMoneyText, useSignedMoneyText } from '../../../shared/api/currencies';
import { multiplyDecimals } from '../../../shared/format/decimal';
import { useSiteName } from '../../../shared/ui/brand-mark';
import { showToast } from '../../../shared/ui/feedback';
import { PagedList } from '../../../shared/ui/paged-list';
import { inviteLink, useInviteInfo, useInvitees, useRebates } from '../api/invite';
import { drawPoster } from './poster';
import { ChipTabs } from './chip-tabs';
import styles from './community.module.css';

type Tab = 'poster' | 'invitees' | 'rebates';
const INVITE_TABS: readonly Tab[] = ['poster', 'invitees', 'rebates'];

function Poster({ code }: { code: string }) {
  const { t } = useTranslation('community');
  const site = useSiteName();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<string | null>(null);
  const link = inviteLink(code);
  useEffect(() => {
    if (!canvas.current) return;
    void drawPoster(
      canvas.current,
      {
        site,
        headline: t('invite.posterHeadline'),
        sub: t('invite.posterSub'),
        codeLabel: t('invite.code'),
        code,
        scan: t('invite.scan'),
      },
      link,
    ).then(setImage);
  }, [code, link, site, t]);
  return (
    <div className={styles.item}>
      <canvas ref={canvas} hidden />
      {image ? (
        <img
          src={image}
          alt={t('invite.posterAlt')}
          className={styles.poster}
          data-testid="share-poster"
        />
      ) : null}
      <div className={styles.toolbar}>
        <a
          className={styles.linkButton}
          href={image ?? undefined}
          download={`invite-${code}.png`}
          data-testid="share-save"
        >
          {t('invite.save')}
        </a>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => showToast(t('invite.copied'), 'success'))
          }
          data-testid="share-copy"
        >
          {t('invite.copy')}
        </button>
      </div>
      <p className={styles.content} data-testid="share-link">
        {link}
      </p>
    </div>
  );
}

/** pages/setting/share: the invite poster and link, the program's numbers, invitees and rebates. */
export function InviteView({ initialTab = 'poster' }: { initialTab?: Tab }) {
  const { t } = useTranslation('community');
  const money = useMoneyText();
  const signed = useSignedMoneyText();
  const [tab, setTab] = useState<Tab>(initialTab);
  const info = useInviteInfo();
  const invitees = useInvitees();
  const rebates = useRebates();
  const data = info.data;
  return (
    <div className={styles.page} data-testid="invite">
      {data ? (
        <div className={styles.item}>
          <div className={styles.stats}>
            <div>
              <span className={styles.statValue} data-testid="invite-code">
                {data.extension_code}
              </span>
              <span className={styles.statLabel}>{t('invite.code')}</span>
            </div>
            <div>
              <span className={styles.statValue} data-testid="invite-count">
                {data.invite_count}
              </span>
              <span className={styles.statLabel}>{t('invite.count')}</span>
            </div>
            <div>
              <span className={styles.statValue} data-testid="invite-total">
                {data.rebate_totals
                  .map((r) => `${money(r.amount, r.currency)} ${r.currency}`)
                  .join(' · ') || '0'}
              </span>
              <span className={styles.statLabel}>{t('invite.total')}</span>
            </div>
          </div>
          <p className={styles.content}>
            {t('invite.rule', { percent: multiplyDecimals(data.rate, '100'), days: data.days })}
          </p>
        </div>
      ) : null}
      <ChipTabs
        tabs={INVITE_TABS}
        value={tab}
        onChange={setTab}
        label={(s) => t(`invite.tab.${s}`)}
        testId="invite-tab"
        style={{ marginBottom: 10 }}
      />
      {tab === 'poster' && data ? <Poster code={data.extension_code} /> : null}
      {tab === 'invitees' ? (
        <PagedList
          query={invitees}
          itemKey={(r) => `${r.account}:${r.created_at}`}
          renderItem={(r) => (
            <div className={styles.item} data-testid="invitee-item">
              <div className={styles.itemHead}>{r.account}</div>
              <div className={styles.itemFoot}>
                <span>{formatDate(r.created_at, 'yyyy-mm-dd')}</span>
                <span>{t('invite.earned', { amount: r.rebate })}</span>
              </div>
            </div>
          )}
          emptyTitle={t('invite.noInvitees')}
          emptyIcon="share"
          errorTitle={t('invite.loadFailed')}
          testId="invitee-list"
        />
      ) : null}
      {tab === 'rebates' ? (
        <PagedList
          query={rebates}
          itemKey={(r) => `${r.day}:${r.account}:${r.currency}`}
          renderItem={(r) => (
            <div className={styles.item} data-testid="rebate-item">
              <div className={styles.itemHead}>
                <span data-testid="rebate-amount">
                  {signed(r.amount, r.currency)} {r.currency}
                </span>
              </div>
              <p className={styles.content}>
                {t('invite.rebateLine', {
                  day: r.day,
                  account: r.account,
                  fees: money(r.fees, r.currency, 'cost'),
                  currency: r.currency,
                })}
              </p>
            </div>
          )}
          emptyTitle={t('invite.noRebates')}
          emptyIcon="bill"
          errorTitle={t('invite.loadFailed')}
          testId="rebate-list"
        />
      ) : null}
    </div>
  );
}
