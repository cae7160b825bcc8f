import { Tag } from 'antd';
import {
  adminProjectEditRequest,
  adminProjectRequest,
  consoleLongText,
  launchpadEndpoints,
} from '@tidemark/contracts';
import { time } from '../hooks';
import { projectPayload } from './editors.logic';
import { type FieldDef } from './SchemaForm';
import { ProductList } from './shared';
import { usePT } from './texts';

const englishText = consoleLongText;

export function Ieo() {
  const pt = usePT();
  const createFields: FieldDef[] = [
    { name: 'title', label: pt('ieo.title') },
    { name: 'token_code', label: pt('ieo.token') },
    { name: 'token_precision', label: pt('ieo.precision') },
    { name: 'summary_en', label: pt('ieo.summary'), kind: 'textarea', schema: englishText },
    { name: 'content_en', label: pt('ieo.content'), kind: 'textarea', schema: englishText },
    { name: 'logo', label: pt('ieo.logo') },
    { name: 'white_book', label: pt('ieo.whitepaper') },
    { name: 'link', label: pt('ieo.link') },
    { name: 'amount', label: pt('ieo.amount') },
    { name: 'min_amount', label: pt('ieo.minAmount') },
    { name: 'max_amount', label: pt('ieo.maxAmount') },
    { name: 'price_usdt', label: pt('ieo.price'), schema: adminProjectRequest.shape.amount },
    { name: 'warmup_at', label: `${pt('ieo.warmup')} (UTC)`, kind: 'time' },
    { name: 'start_at', label: `${pt('ieo.start')} (UTC)`, kind: 'time' },
    { name: 'end_at', label: `${pt('ieo.end')} (UTC)`, kind: 'time' },
    { name: 'listing_at', label: `${pt('ieo.listing')} (UTC)`, kind: 'time' },
    { name: 'lock_days', label: pt('ieo.lockDays') },
  ];
  const editFields: FieldDef[] = [
    { name: 'title', label: pt('ieo.title') },
    { name: 'summary_en', label: pt('ieo.summary'), kind: 'textarea', schema: englishText },
    { name: 'logo', label: pt('ieo.logo') },
    { name: 'white_book', label: pt('ieo.whitepaper') },
    { name: 'link', label: pt('ieo.link') },
  ];
  return (
    <ProductList
      list={launchpadEndpoints.consoleProjects}
      create={{
        save: launchpadEndpoints.createProject,
        label: pt('ieo.new'),
        schema: adminProjectRequest,
        fields: createFields,
        initial: { token_precision: '8', lock_days: '0' },
      }}
      edit={{
        save: launchpadEndpoints.editProject,
        title: (r) => String(r.title ?? ''),
        schema: adminProjectEditRequest,
        fields: editFields,
      }}
      payload={projectPayload}
      columns={[
        { title: pt('ieo.title'), dataIndex: 'title' },
        { title: pt('ieo.token'), dataIndex: 'token_code' },
        { title: pt('ieo.amount'), dataIndex: 'amount' },
        { title: pt('ieo.start'), dataIndex: 'start_at', render: (v: number) => time(v) },
        { title: pt('ieo.end'), dataIndex: 'end_at', render: (v: number) => time(v) },
        { title: pt('ieo.listing'), dataIndex: 'listing_at', render: (v: number) => time(v) },
        { title: pt('ieo.phase'), dataIndex: 'phase', render: (v: string) => <Tag>{v}</Tag> },
      ]}
    />
  );
}
