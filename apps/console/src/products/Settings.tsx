import { useState } from 'react';
import { Segmented, Table, Typography } from 'antd';
import {
  consoleSettingUpdateRequest,
  productadminEndpoints,
  SETTING_GROUPS,
} from '@tidemark/contracts';
import { useLoad } from '../hooks';
import { ErrorBanner } from '../components';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, editColumn, useEditor } from './shared';
import { usePT, type ProductTextKey } from './texts';

export function Settings() {
  const pt = usePT();
  const [group, setGroup] = useState<(typeof SETTING_GROUPS)[number]>('site');
  const list = useLoad(productadminEndpoints.settings, { group });
  const editor = useEditor(productadminEndpoints.updateSetting, list.reload);
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
