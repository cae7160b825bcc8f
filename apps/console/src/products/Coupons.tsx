import { Button } from 'antd';
import { consoleUserIdsText, couponCampaignRequest, couponsEndpoints } from '@tidemark/contracts';
import { time, usePaged } from '../hooks';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, PagedTable, useEditor, type Row } from './shared';
import { usePT, type ProductTextKey } from './texts';

export function Coupons() {
  const pt = usePT();
  const list = usePaged(couponsEndpoints.campaigns);
  const creator = useEditor(couponsEndpoints.createCampaign, list.reload);
  const granter = useEditor(couponsEndpoints.grant, list.reload);
  const text = couponCampaignRequest.shape.name.shape;
  const fields: FieldDef[] = [
    {
      name: 'kind',
      label: pt('cp.kind'),
      kind: 'select',
      options: ['lever_fee', 'option_stake'].map((k) => ({
        value: k,
        label: pt(`cp.k.${k}` as ProductTextKey),
      })),
    },
    { name: 'name_en', label: pt('cp.name'), schema: text.en },
    { name: 'name_zh', label: pt('cp.nameZh'), schema: text.zh },
    {
      name: 'terms_en',
      label: pt('cp.terms'),
      kind: 'textarea',
      schema: couponCampaignRequest.shape.terms.shape.en,
    },
    { name: 'currency_id', label: pt('cp.currency'), extra: 'USDT 3' },
    { name: 'amount', label: pt('cp.amount') },
    { name: 'min_order', label: pt('cp.minOrder') },
    { name: 'public', label: pt('cp.public'), kind: 'switch' },
    { name: 'expires_at', label: `${pt('cp.expires')} (UTC)`, kind: 'time' },
  ];
  return (
    <>
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => creator.open({ kind: 'lever_fee', currency_id: '3', public: false })}
      >
        {pt('cp.new')}
      </Button>
      <PagedTable
        list={list}
        columns={[
          { title: pt('cp.kind'), dataIndex: 'kind' },
          {
            title: pt('cp.name'),
            dataIndex: 'name',
            render: (v: Record<string, string>) => v.en ?? Object.values(v)[0] ?? '',
          },
          { title: pt('cp.amount'), dataIndex: 'amount' },
          { title: pt('cp.minOrder'), dataIndex: 'min_order' },
          { title: pt('cp.public'), dataIndex: 'public', render: (v) => bool(v, pt) },
          { title: pt('cp.expires'), dataIndex: 'expires_s', render: (v: number) => time(v) },
          { title: pt('cp.granted'), dataIndex: 'issued' },
          { title: pt('cp.claimed'), dataIndex: 'used' },
          {
            title: pt('c.actions'),
            render: (_: unknown, r: Row) => (
              <Button size="small" onClick={() => granter.open(r)}>
                {pt('cp.grant')}
              </Button>
            ),
          },
        ]}
      />
      <EditorModal
        editor={creator}
        title={pt('cp.new')}
        schema={couponCampaignRequest}
        fields={fields}
        onSubmit={(p) => {
          const { name_en, name_zh, terms_en, ...rest } = p;
          return creator.submit({})({
            ...rest,
            public: p.public ?? false,
            name: { en: name_en, ...(name_zh ? { zh: name_zh } : {}) },
            terms: { en: terms_en },
          });
        }}
      />
      <EditorModal
        editor={granter}
        title={`${pt('cp.grant')} · #${String(granter.row?.id ?? '')}`}
        schema={{ shape: { user_ids: consoleUserIdsText } }}
        fields={[{ name: 'user_ids', label: pt('cp.userIds') }]}
        initial={{}}
        onSubmit={(p) =>
          granter.submit({ campaign_id: granter.row?.id })({
            user_ids: String(p.user_ids)
              .split(',')
              .map((s) => Number(s.trim())),
          })
        }
      />
    </>
  );
}
