import { useState } from 'react';
import { Alert, Button, Input, Segmented, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import {
  adminDualEditRequest,
  adminDualProductRequest,
  adminProjectEditRequest,
  adminProjectRequest,
  booleanField,
  cloudYieldRequest,
  consoleInstrumentEditRequest,
  consoleLongText,
  consoleOptionPeriodRequest,
  consoleSettingUpdateRequest,
  consoleSpotPairEditRequest,
  consoleUserIdsText,
  couponCampaignRequest,
  earnProductUpdateRequest,
  INSTRUMENT_KINDS,
  SETTING_GROUPS,
  type ConsoleInstrument,
  type ConsoleSetting,
} from '@tidemark/contracts';
import { time, useLoad, usePaged } from '../hooks';
import { ErrorBanner } from '../pages/shared';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, editColumn, PagedTable, useEditor, type Row } from './shared';
import { usePT, type ProductTextKey } from './texts';

// ------------------------------------------------------------------ settings

function Settings() {
  const pt = usePT();
  const [group, setGroup] = useState<(typeof SETTING_GROUPS)[number]>('site');
  const list = useLoad<ConsoleSetting[]>('/api/admin/settings', { group });
  const editor = useEditor('/api/admin/settings', list.reload);
  const long = String(editor.row?.value ?? '').length > 60;
  const fields: FieldDef[] = [
    {
      name: 'value',
      label: pt('set.value'),
      extra: String(editor.row?.key ?? ''),
      ...(long ? { kind: 'textarea' as const } : {}),
    },
  ];
  return (
    <>
      <Segmented
        value={group}
        onChange={(v) => setGroup(v as typeof group)}
        options={SETTING_GROUPS.map((g) => ({
          value: g,
          label: pt(`set.g.${g}` as ProductTextKey),
        }))}
        style={{ marginBottom: 16 }}
      />
      <ErrorBanner error={list.error} />
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        tableLayout="fixed"
        dataSource={list.value ?? []}
        columns={[
          { title: pt('set.key'), dataIndex: 'key', width: 280 },
          {
            title: pt('set.value'),
            dataIndex: 'value',
            // Long lists and JSON stay on one line here; the edit form shows them whole.
            ellipsis: true,
            render: (v: string, r) => (
              <Typography.Text
                data-testid={`setting-${r.key}`}
                strong={v !== r.default}
                ellipsis={{ tooltip: v }}
              >
                {v}
              </Typography.Text>
            ),
          },
          {
            title: pt('set.default'),
            dataIndex: 'default',
            ellipsis: true,
            render: (v: string) => (
              <Typography.Text type="secondary" ellipsis={{ tooltip: v }}>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: pt('set.public'),
            dataIndex: 'public',
            width: 90,
            render: (v: boolean) => bool(v, pt),
          },
          { ...editColumn(pt, editor.open, (r) => `edit-${String(r.key)}`), width: 100 },
        ]}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.key ?? '')}
        schema={consoleSettingUpdateRequest}
        fields={fields}
        initial={{ value: editor.row?.value }}
        onSubmit={editor.submit({ key: editor.row?.key })}
      />
    </>
  );
}

// ------------------------------------------------------------------ instruments

function Instruments() {
  const pt = usePT();
  const [kind, setKind] = useState<string>('');
  const [symbol, setSymbol] = useState('');
  const [sort, setSort] = useState('sort_order');
  const list = usePaged<ConsoleInstrument>('/api/admin/instruments', { kind, symbol, sort });
  const editor = useEditor('/api/admin/instruments/edit', list.reload);
  const row = editor.row as ConsoleInstrument | null;
  const fields: FieldDef[] = [
    {
      name: 'hours',
      label: pt('inst.hours'),
      kind: 'select',
      options: ['24x7', 'weekdays'].map((h) => ({
        value: h,
        label: pt(`inst.h.${h}` as ProductTextKey),
      })),
    },
    { name: 'tick_size', label: pt('inst.tick') },
    { name: 'lot_size', label: pt('inst.lot') },
    { name: 'min_lots', label: pt('inst.minLots') },
    { name: 'max_lots', label: pt('inst.maxLots') },
    { name: 'leverages', label: pt('inst.leverages'), extra: '5,10,20' },
    { name: 'active', label: pt('inst.listed'), kind: 'switch' },
    {
      name: 'options_active',
      label: pt('inst.options'),
      kind: 'switch',
      disabled: row?.options_active === null,
    },
    {
      name: 'lever_active',
      label: pt('inst.lever'),
      kind: 'switch',
      disabled: row?.lever_active === null,
    },
    {
      name: 'spot_active',
      label: pt('inst.spot'),
      kind: 'switch',
      disabled: row?.spot_active === null,
    },
  ];
  return (
    <>
      <Alert type="info" title={pt('inst.note')} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          style={{ width: 160 }}
          value={kind}
          onChange={setKind}
          options={[
            { value: '', label: pt('c.all') },
            ...INSTRUMENT_KINDS.map((k) => ({ value: k, label: k })),
          ]}
        />
        <Input.Search
          placeholder={pt('inst.symbol')}
          allowClear
          onSearch={setSymbol}
          style={{ width: 200 }}
        />
        <span>{pt('c.sort')}</span>
        <Select
          style={{ width: 140 }}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'sort_order', label: '#' },
            { value: 'symbol', label: pt('inst.symbol') },
            { value: 'kind', label: pt('inst.kind') },
          ]}
        />
      </Space>
      <PagedTable
        list={list}
        columns={[
          { title: pt('inst.symbol'), dataIndex: 'symbol' },
          { title: pt('inst.kind'), dataIndex: 'kind' },
          {
            title: pt('inst.hours'),
            dataIndex: 'hours',
            render: (h: string) => pt(`inst.h.${h}` as ProductTextKey),
          },
          { title: pt('inst.tick'), dataIndex: 'tick_size' },
          { title: pt('inst.lot'), dataIndex: 'lot_size' },
          {
            title: `${pt('inst.minLots')} – ${pt('inst.maxLots')}`,
            render: (_: unknown, r: ConsoleInstrument) => `${r.min_lots} – ${r.max_lots}`,
          },
          { title: pt('inst.leverages'), dataIndex: 'leverages' },
          { title: pt('inst.listed'), dataIndex: 'active', render: (v) => bool(v, pt) },
          { title: pt('inst.options'), dataIndex: 'options_active', render: (v) => bool(v, pt) },
          { title: pt('inst.lever'), dataIndex: 'lever_active', render: (v) => bool(v, pt) },
          { title: pt('inst.spot'), dataIndex: 'spot_active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open, (r: ConsoleInstrument) => `edit-${r.symbol}`),
        ]}
      />
      <EditorModal
        editor={editor}
        title={row?.symbol ?? ''}
        schema={consoleInstrumentEditRequest}
        fields={fields}
        onSubmit={(payload) => {
          // A product the instrument is no pair of has no switch to send.
          for (const p of ['options_active', 'lever_active', 'spot_active'] as const)
            if (row?.[p] === null) delete payload[p];
          return editor.submit({ id: row?.id })(payload);
        }}
      />
    </>
  );
}

// ------------------------------------------------------------------ option periods

function OptionPeriods() {
  const pt = usePT();
  const list = useLoad<Row[]>('/api/admin/options/periods');
  const editor = useEditor('/api/admin/options/period', list.reload);
  const isNew = editor.row && editor.row.seconds === undefined;
  const fields: FieldDef[] = [
    { name: 'seconds', label: pt('opt.seconds'), disabled: !isNew },
    { name: 'payout_rate', label: pt('opt.payout') },
    { name: 'min_stake', label: pt('opt.minStake') },
    { name: 'max_stake', label: pt('opt.maxStake') },
    { name: 'active', label: pt('c.active'), kind: 'switch' },
  ];
  return (
    <>
      <Alert type="info" title={pt('opt.note')} style={{ marginBottom: 16 }} />
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => editor.open({ active: true })}
      >
        {pt('opt.new')}
      </Button>
      <ErrorBanner error={list.error} />
      <Table
        rowKey="seconds"
        size="small"
        pagination={false}
        dataSource={list.value ?? []}
        columns={[
          { title: pt('opt.seconds'), dataIndex: 'seconds' },
          {
            title: pt('opt.payout'),
            dataIndex: 'payout_rate',
            render: (v: string, r) => <span data-testid={`payout-${String(r.seconds)}`}>{v}</span>,
          },
          { title: pt('opt.minStake'), dataIndex: 'min_stake' },
          { title: pt('opt.maxStake'), dataIndex: 'max_stake' },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open, (r) => `edit-period-${String(r.seconds)}`),
        ]}
      />
      <EditorModal
        editor={editor}
        title={isNew ? pt('opt.new') : `${String(editor.row?.seconds ?? '')} s`}
        schema={consoleOptionPeriodRequest}
        fields={fields}
        onSubmit={(p) =>
          editor.submit(isNew ? {} : { seconds: editor.row?.seconds })({
            ...p,
            active: p.active ?? false,
          })
        }
      />
    </>
  );
}

// ------------------------------------------------------------------ spot pairs

function SpotPairs() {
  const pt = usePT();
  const list = useLoad<Row[]>('/api/admin/spot/pairs');
  const editor = useEditor('/api/admin/spot/pair', list.reload);
  const fields: FieldDef[] = [
    { name: 'min_qty', label: pt('spot.minQty') },
    { name: 'max_qty', label: pt('spot.maxQty') },
    { name: 'min_notional', label: pt('spot.minNotional') },
    { name: 'maker_level_qty', label: pt('spot.makerSize') },
  ];
  return (
    <>
      <Alert type="info" title={pt('spot.note')} style={{ marginBottom: 16 }} />
      <ErrorBanner error={list.error} />
      <Table
        rowKey="instrument_id"
        size="small"
        pagination={false}
        dataSource={list.value ?? []}
        columns={[
          { title: pt('inst.symbol'), dataIndex: 'symbol' },
          { title: pt('spot.qtyStep'), dataIndex: 'qty_step' },
          { title: pt('spot.minQty'), dataIndex: 'min_qty' },
          { title: pt('spot.maxQty'), dataIndex: 'max_qty' },
          { title: pt('spot.minNotional'), dataIndex: 'min_notional' },
          { title: pt('spot.makerSize'), dataIndex: 'maker_level_qty' },
          { title: pt('spot.inventory'), dataIndex: 'maker_inventory' },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.symbol ?? '')}
        schema={consoleSpotPairEditRequest}
        fields={fields}
        onSubmit={editor.submit({ instrument_id: editor.row?.instrument_id })}
      />
    </>
  );
}

// ------------------------------------------------------------------ earn

function StatusPicker({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const pt = usePT();
  return (
    <Segmented
      value={value}
      onChange={(v) => onChange(String(v))}
      options={[
        { value: 'all', label: pt('c.all') },
        { value: 'active', label: pt('c.active') },
        { value: 'inactive', label: pt('c.inactive') },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}

function Earn() {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged<Row>('/api/admin/earn/products', { status });
  const editor = useEditor('/api/admin/earn/product', list.reload);
  const yieldEditor = useEditor('/api/admin/earn/cloud_yield', list.reload);
  const kind = editor.row?.kind;
  const fields: FieldDef[] = [
    { name: 'status', label: pt('earn.listed'), kind: 'switch' },
    { name: 'min_amount', label: pt('earn.min') },
    { name: 'max_amount', label: pt('earn.max') },
    { name: 'quota_total', label: pt('earn.quota') },
    { name: 'user_cap', label: pt('earn.userCap') },
    ...(kind === 'flexible' ? [{ name: 'annual_rate', label: pt('earn.annual') }] : []),
    ...(kind === 'lock'
      ? [
          { name: 'early_redeem_fee_rate', label: pt('earn.earlyFee') },
          { name: 'tiers', label: pt('earn.tiers'), extra: '100:0.003,5000:0.0035' },
        ]
      : []),
  ];
  return (
    <>
      <Alert type="info" title={pt('earn.note')} style={{ marginBottom: 16 }} />
      <StatusPicker value={status} onChange={setStatus} />
      <PagedTable
        list={list}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: pt('earn.kind'), dataIndex: 'kind' },
          { title: pt('earn.name'), dataIndex: 'name' },
          { title: pt('earn.currency'), dataIndex: 'currency' },
          { title: pt('earn.term'), dataIndex: 'day' },
          {
            title: `${pt('earn.min')} – ${pt('earn.max')}`,
            render: (_: unknown, r: Row) => `${String(r.min_amount)} – ${String(r.max_amount)}`,
          },
          {
            title: `${pt('earn.quotaLeft')} / ${pt('earn.quota')}`,
            render: (_: unknown, r: Row) => `${String(r.quota_left)} / ${String(r.quota_total)}`,
          },
          {
            title: pt('earn.annual'),
            dataIndex: 'annual_rate',
            render: (v: string | null, r: Row) => (
              <span data-testid={`earn-rate-${String(r.id)}`}>{v ?? String(r.tiers)}</span>
            ),
          },
          {
            title: pt('earn.yield'),
            render: (_: unknown, r: Row) =>
              r.kind === 'cloud'
                ? `${String(r.cloud_yield ?? '—')} (${String(r.cloud_yield_day ?? '')})`
                : '',
          },
          { title: pt('earn.listed'), dataIndex: 'status', render: (v) => bool(v === 1, pt) },
          {
            title: pt('c.actions'),
            render: (_: unknown, r: Row) => (
              <Space>
                <Button
                  size="small"
                  data-testid={`edit-earn-${String(r.id)}`}
                  onClick={() => editor.open({ ...r, status: r.status === 1 })}
                >
                  {pt('c.edit')}
                </Button>
                {r.kind === 'cloud' && (
                  <Button size="small" onClick={() => yieldEditor.open(r)}>
                    {pt('earn.setYield')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.name ?? '')}
        schema={earnProductUpdateRequest}
        fields={fields.map((f) => (f.name === 'status' ? { ...f, schema: booleanField } : f))}
        onSubmit={(p) => editor.submit({ id: editor.row?.id })({ ...p, status: p.status ? 1 : 0 })}
      />
      <EditorModal
        editor={yieldEditor}
        title={`${pt('earn.setYield')} · ${String(yieldEditor.row?.name ?? '')}`}
        schema={cloudYieldRequest}
        fields={[{ name: 'btc_per_unit', label: pt('earn.yield') }]}
        initial={{ btc_per_unit: yieldEditor.row?.cloud_yield ?? '' }}
        onSubmit={yieldEditor.submit({ product_id: yieldEditor.row?.id })}
      />
    </>
  );
}

// ------------------------------------------------------------------ dual

function Dual() {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged<Row>('/api/admin/dual/products', { status });
  const creator = useEditor('/api/admin/dual/product', list.reload);
  const editor = useEditor('/api/admin/dual/product/edit', list.reload);
  const createFields: FieldDef[] = [
    { name: 'currency_id', label: pt('dual.currency'), extra: 'BTC 1, ETH 2' },
    {
      name: 'type',
      label: pt('dual.type'),
      kind: 'select',
      options: ['call', 'put'].map((v) => ({ value: v, label: v })),
    },
    { name: 'exercise_price', label: pt('dual.strike') },
    { name: 'rate', label: pt('dual.rate') },
    { name: 'share_amount', label: pt('dual.share') },
    { name: 'start_at', label: `${pt('dual.start')} (UTC)`, kind: 'time' },
    { name: 'end_at', label: `${pt('dual.end')} (UTC)`, kind: 'time' },
    { name: 'total_number', label: pt('dual.total') },
    { name: 'user_limit', label: pt('dual.userLimit') },
  ];
  const editFields: FieldDef[] = [
    { name: 'total_number', label: pt('dual.total') },
    { name: 'user_limit', label: pt('dual.userLimit') },
    { name: 'active', label: pt('c.active'), kind: 'switch' },
  ];
  return (
    <>
      <Alert type="info" title={pt('dual.note')} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 16 }}>
        <StatusPicker value={status} onChange={setStatus} />
        <Button type="primary" onClick={() => creator.open({ type: 'call' })}>
          {pt('dual.new')}
        </Button>
      </Space>
      <PagedTable
        list={list}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: pt('earn.currency'), dataIndex: 'currency' },
          { title: pt('dual.type'), dataIndex: 'type' },
          { title: pt('dual.strike'), dataIndex: 'exercise_price' },
          { title: pt('dual.rate'), dataIndex: 'rate' },
          { title: pt('dual.share'), dataIndex: 'share_amount' },
          { title: pt('dual.start'), dataIndex: 'start_at', render: (v: number) => time(v) },
          { title: pt('dual.end'), dataIndex: 'end_at', render: (v: number) => time(v) },
          {
            title: `${pt('dual.sold')} / ${pt('dual.total')}`,
            render: (_: unknown, r: Row) => `${String(r.sold_number)} / ${String(r.total_number)}`,
          },
          { title: pt('dual.userLimit'), dataIndex: 'user_limit' },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={creator}
        title={pt('dual.new')}
        schema={adminDualProductRequest}
        fields={createFields}
        onSubmit={creator.submit({})}
      />
      <EditorModal
        editor={editor}
        title={`#${String(editor.row?.id ?? '')}`}
        schema={adminDualEditRequest}
        fields={editFields}
        onSubmit={(p) => editor.submit({ id: editor.row?.id })({ ...p, active: p.active ?? false })}
      />
    </>
  );
}

// ------------------------------------------------------------------ IEO

const englishText = consoleLongText;

function Ieo() {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged<Row>('/api/admin/launchpad/projects', { status });
  const creator = useEditor('/api/admin/launchpad/project', list.reload);
  const editor = useEditor('/api/admin/launchpad/project/edit', list.reload);
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
    { name: 'active', label: pt('c.active'), kind: 'switch' },
  ];
  /** The form's English texts and USDT price, as the route's maps. */
  const shape = (p: Row): Row => {
    const { summary_en, content_en, price_usdt, ...rest } = p;
    return {
      ...rest,
      ...(summary_en ? { summary: { en: summary_en } } : {}),
      ...(content_en ? { content: { en: content_en } } : {}),
      ...(price_usdt ? { prices: { '3': price_usdt } } : {}),
    };
  };
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <StatusPicker value={status} onChange={setStatus} />
        <Button
          type="primary"
          onClick={() => creator.open({ token_precision: '8', lock_days: '0' })}
        >
          {pt('ieo.new')}
        </Button>
      </Space>
      <PagedTable
        list={list}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: pt('ieo.title'), dataIndex: 'title' },
          { title: pt('ieo.token'), dataIndex: 'token_code' },
          { title: pt('ieo.amount'), dataIndex: 'amount' },
          { title: pt('ieo.start'), dataIndex: 'start_at', render: (v: number) => time(v) },
          { title: pt('ieo.end'), dataIndex: 'end_at', render: (v: number) => time(v) },
          { title: pt('ieo.listing'), dataIndex: 'listing_at', render: (v: number) => time(v) },
          { title: pt('ieo.phase'), dataIndex: 'phase', render: (v: string) => <Tag>{v}</Tag> },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={creator}
        title={pt('ieo.new')}
        schema={adminProjectRequest}
        fields={createFields}
        onSubmit={(p) => creator.submit({})(shape(p))}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.title ?? '')}
        schema={adminProjectEditRequest}
        fields={editFields}
        onSubmit={(p) =>
          editor.submit({ id: editor.row?.id })(shape({ ...p, active: p.active ?? false }))
        }
      />
    </>
  );
}

// ------------------------------------------------------------------ coupons

function Coupons() {
  const pt = usePT();
  const list = usePaged<Row>('/api/admin/coupon/campaigns');
  const creator = useEditor('/api/admin/coupon/campaign', list.reload);
  const granter = useEditor('/api/admin/coupon/grant', list.reload);
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
          { title: 'ID', dataIndex: 'id' },
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

/** Products and settings: terms an operator sets; never a price or an outcome. */
export function Products() {
  const pt = usePT();
  const items = [
    { key: 'settings', label: pt('tab.settings'), children: <Settings /> },
    { key: 'instruments', label: pt('tab.instruments'), children: <Instruments /> },
    { key: 'options', label: pt('tab.options'), children: <OptionPeriods /> },
    { key: 'spot', label: pt('tab.spot'), children: <SpotPairs /> },
    { key: 'earn', label: pt('tab.earn'), children: <Earn /> },
    { key: 'dual', label: pt('tab.dual'), children: <Dual /> },
    { key: 'ieo', label: pt('tab.ieo'), children: <Ieo /> },
    { key: 'coupons', label: pt('tab.coupons'), children: <Coupons /> },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{pt('c.audited')}</Typography.Paragraph>
      <Tabs items={items} destroyOnHidden />
    </>
  );
}
