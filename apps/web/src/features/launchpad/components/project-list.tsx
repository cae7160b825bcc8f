import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate, type Project } from '@tidemark/contracts';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { PagedList } from '../../../shared/ui/paged-list';
import { navigateTo } from '../../../shared/routing/navigation';
import { path } from '../../../shared/routing/route-table';
import { useMoneyText } from '../../../shared/api/currencies';
import { useNow } from '../../../shared/hooks/use-now';
import record from '../../../shared/ui/record.module.css';
import { useProjects } from '../api';
import { formatCountdown, secondsLeft } from '../rules';
import styles from './launchpad.module.css';

const TABS = ['all', 'warmup', 'subscribing', 'ended'] as const;
type Tab = (typeof TABS)[number];
const STATUS_OF: Record<Tab, number | null> = { all: null, warmup: 1, subscribing: 2, ended: 3 };

export const SUBSCRIBE_PATH = path('/pages/ieo/subscribe');
export const IEO_ORDERS_PATH = path('/pages/ieo/order');

export const utc = (s: number) => `${formatDate(s, 'yyyy-mm-dd hh:MM', { timeZone: 'UTC' })} UTC`;

/** The phase a visitor reads: upcoming, subscribing, allocating, listed. */
export function PhaseBadge({ project }: { project: Project }) {
  const { t } = useTranslation('launchpad');
  const done = project.phase === 'listed';
  return (
    <span
      className={done ? `${record.status} ${record.statusDone}` : record.status}
      data-testid="ieo-phase"
    >
      {t(`phase.${project.phase}`)}
    </span>
  );
}

/** Time to the next step of a project, counted from the server's clock. */
export function ProjectCountdown({ project, readAt }: { project: Project; readAt: number }) {
  const { t } = useTranslation('launchpad');
  const target =
    project.time_status === 1
      ? project.start_at
      : project.time_status === 2
        ? project.end_at
        : null;
  // Milliseconds since the list was read, ticking each second while there is a countdown.
  const elapsed = Math.max(0, useNow(target !== null ? 1000 : null) - readAt);
  if (target === null)
    return <span className={styles.muted}>{t('listing', { time: utc(project.sell_begin) })}</span>;
  return (
    <span className={styles.countdown} data-testid="ieo-countdown">
      {t(project.time_status === 1 ? 'startsIn' : 'endsIn', {
        time: formatCountdown(secondsLeft(target, project.now, elapsed)),
      })}
    </span>
  );
}

function ProjectCard({ project, readAt }: { project: Project; readAt: number }) {
  const { t } = useTranslation('launchpad');
  const money = useMoneyText();
  const price = project.prices[0];
  const pct = Math.min(100, Number(project.percentage));
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigateTo(SUBSCRIBE_PATH, { id: project.id })}
      data-testid={`ieo-project-${project.id}`}
    >
      <div className={styles.head}>
        <h3 className={styles.title}>
          {project.title} ({project.currency_name})
        </h3>
        <PhaseBadge project={project} />
      </div>
      <p className={styles.muted}>{project.summary}</p>
      <div className={styles.row}>
        <span>{t('price')}</span>
        <span>
          {price
            ? `${money(price.price, price.currency_name, 'exact')} ${price.currency_name}`
            : '--'}
        </span>
      </div>
      <div className={styles.row}>
        <span>{t('forSale')}</span>
        <span>
          {money(project.amount, project.currency_name)} {project.currency_name}
        </span>
      </div>
      <div className={styles.bar} aria-hidden>
        <div className={styles.barFill} style={{ width: `${pct}%` }} />
      </div>
      <div className={styles.row}>
        <span>{t('subscribed', { percent: project.percentage })}</span>
        <ProjectCountdown project={project} readAt={readAt} />
      </div>
    </button>
  );
}

/** /pages/ieo/ieo: projects by status, with countdowns. */
export function ProjectList() {
  const { t } = useTranslation('launchpad');
  const [tab, setTab] = useState<Tab>('all');
  const query = useProjects(STATUS_OF[tab]);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <span />
        <Button
          size="small"
          fill="none"
          onClick={() => navigateTo(IEO_ORDERS_PATH)}
          data-testid="ieo-my-orders"
        >
          {t('myOrders')}
        </Button>
      </div>
      <TabSwitch
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('tabs.label')}
        textOf={(v) => t(`tabs.${v}`)}
        testIdPrefix="ieo-tab"
      />
      <PagedList
        query={query}
        itemKey={(p) => p.id}
        renderItem={(p) => <ProjectCard project={p} readAt={query.dataUpdatedAt} />}
        emptyTitle={t('empty')}
        errorTitle={t('loadFailed')}
        testId="ieo-list"
      />
    </div>
  );
}
