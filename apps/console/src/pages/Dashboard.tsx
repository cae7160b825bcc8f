import { consoleEndpoints, otcEndpoints, type consoleDashboardSchema } from '@tidemark/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { Me } from '../me';
import { useLoad } from '../hooks';
import { useT, type TextKey } from '../i18n';
import type { z } from 'zod';

type Counts = z.infer<typeof consoleDashboardSchema>;

const TILES: Array<[keyof Counts, TextKey, string]> = [
  ['kyc_pending', 'dash.kyc', '#/kyc'],
  ['deposits_pending', 'dash.deposits', '#/deposits'],
  ['withdrawals_pending', 'dash.withdrawals', '#/withdrawals'],
  ['adjustments_pending', 'dash.adjustments', '#/adjustments'],
  ['nft_reviews_pending', 'dash.nft', '#/nft'],
  ['trader_applications_pending', 'dash.traders', '#/traders'],
  ['feedback_open', 'dash.feedback', '#/feedback'],
  ['support_unread', 'dash.support', '#/support'],
  ['ieo_in_progress', 'dash.ieo', '#/ieo'],
];

export function Dashboard({ me }: { me: Me }) {
  const t = useT();
  const { value } = useLoad(consoleEndpoints.dashboard);
  return (
    <Row gutter={[16, 16]}>
      {TILES.map(([key, label, href]) => (
        <Col span={8} key={key}>
          <a href={href}>
            <Card>
              <Statistic
                title={t(label)}
                value={value ? value[key] : '—'}
                data-testid={`count-${key}`}
              />
            </Card>
          </a>
        </Col>
      ))}
      {/* Only roles that review OTC may ask for its counts (others would get a 403). */}
      {me.permissions.includes('otc.review') ? <OtcQueueTiles /> : null}
    </Row>
  );
}

/** The OTC queues on the dashboard; nothing for roles without `otc.review`. */
function OtcQueueTiles() {
  const t = useT();
  const { value } = useLoad(otcEndpoints.queueCounts);
  if (!value) return null;
  const tiles: Array<[keyof typeof value, TextKey, string]> = [
    ['merchants_pending', 'dash.otcMerchants', '#/otc-merchants'],
    ['appeals_open', 'dash.otcAppeals', '#/otc-appeals'],
  ];
  return (
    <>
      {tiles.map(([key, label, href]) => (
        <Col span={8} key={key}>
          <a href={href}>
            <Card>
              <Statistic title={t(label)} value={value[key]} data-testid={`count-${key}`} />
            </Card>
          </a>
        </Col>
      ))}
    </>
  );
}
