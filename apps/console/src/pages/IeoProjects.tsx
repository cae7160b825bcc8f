import { backofficeEndpoints, IEO_PHASES, type consoleIeoProjectSchema } from '@tidemark/contracts';
import { Progress } from 'antd';
import { time } from '../hooks';
import { useT } from '../i18n';
import { QueuePage, StatusTag } from '../queue';
import type { z } from 'zod';

type Project = z.infer<typeof consoleIeoProjectSchema>;

/**
 * IEO projects by phase. Operators create them (no user submits one), so there is no review
 * to decide: the phases job moves them on, and this list shows where each stands.
 */
export function IeoProjects() {
  const t = useT();
  return (
    <QueuePage<Project, (typeof IEO_PHASES)[number]>
      endpoint={backofficeEndpoints.ieoProjects}
      statuses={IEO_PHASES}
      statusParam="phase"
      isOpen={() => false}
      settled={(r) => <StatusTag status={r.phase} />}
      actions={[]}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('ieo.title'), dataIndex: 'title' },
        { title: t('common.currency'), dataIndex: 'currency' },
        { title: t('ieo.amount'), dataIndex: 'amount' },
        {
          title: t('ieo.requested'),
          render: (_, r) => (
            <>
              {r.total_requested}
              <Progress
                size="small"
                percent={Math.min(
                  100,
                  Math.round((Number(r.total_requested) / Number(r.amount)) * 100),
                )}
              />
            </>
          ),
        },
        { title: t('ieo.subscribers'), dataIndex: 'subscribers' },
        { title: t('ieo.start'), render: (_, r) => time(r.start_at) },
        { title: t('ieo.end'), render: (_, r) => time(r.end_at) },
        { title: t('ieo.listing'), render: (_, r) => time(r.listing_at) },
      ]}
    />
  );
}
