import { useEffect } from 'react';
import { Form, Input, Modal, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { usePT } from './texts';

/** What a form needs of a contract's zod schema (the console takes them from the contracts, not zod). */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean };
}
interface ObjectSchema {
  shape: Record<string, unknown>;
}

/** One input of a form; its rules come from the contract's schema of the same name. */
export interface FieldDef {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'switch' | 'time';
  options?: Array<{ value: string | number; label: string }>;
  /** The schema to check against when the field is not a key of the form's schema (nested texts). */
  schema?: FieldSchema;
  extra?: string;
  disabled?: boolean;
}

/** datetime-local text (read as UTC) ⇄ Unix seconds, the wire's time. */
const toSeconds = (v: unknown) =>
  typeof v === 'string' && v ? Math.floor(Date.parse(`${v}:00Z`) / 1000) : v;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * antd rules from a zod field: required unless the schema takes `undefined`, and the value
 * must parse. The server parses the same schema, so what the form lets through it accepts.
 */
export function zodRules(
  field: FieldSchema | undefined,
  messages: { required: string; invalid: string },
  map: (v: unknown) => unknown = (v) => v,
): Rule[] {
  if (!field) return [];
  const optional = field.safeParse(undefined).success;
  return [
    { required: !optional, message: messages.required },
    {
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) return;
        if (!field.safeParse(map(value)).success) throw new Error(messages.invalid);
      },
    },
  ];
}

/** Form values as the route takes them: times in seconds, blanks dropped. */
export function toPayload(fields: FieldDef[], values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (isBlank(v)) continue;
    out[f.name] = f.kind === 'time' ? toSeconds(v) : v;
  }
  return out;
}

export function SchemaFields({ schema, fields }: { schema?: ObjectSchema; fields: FieldDef[] }) {
  const pt = usePT();
  const messages = { required: pt('c.required'), invalid: pt('c.invalid') };
  return (
    <>
      {fields.map((f) => {
        const field = f.schema ?? (schema?.shape[f.name] as FieldSchema | undefined);
        const rules = zodRules(field, messages, f.kind === 'time' ? toSeconds : undefined);
        const testId = `field-${f.name}`;
        return (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={rules}
            extra={f.extra}
            {...(f.kind === 'switch' ? { valuePropName: 'checked' } : {})}
          >
            {f.kind === 'switch' ? (
              <Switch data-testid={testId} disabled={f.disabled} />
            ) : f.kind === 'select' ? (
              <Select data-testid={testId} options={f.options} disabled={f.disabled} />
            ) : f.kind === 'textarea' ? (
              <Input.TextArea data-testid={testId} rows={4} disabled={f.disabled} />
            ) : f.kind === 'time' ? (
              <Input type="datetime-local" data-testid={testId} disabled={f.disabled} />
            ) : (
              <Input data-testid={testId} disabled={f.disabled} />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}

/** A modal form whose rules come from a contract schema; `onSubmit` gets the route's payload. */
export function SchemaModal({
  open,
  title,
  schema,
  fields,
  initial,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  schema: ObjectSchema;
  fields: FieldDef[];
  initial: Record<string, unknown>;
  onSubmit: (payload: Record<string, unknown>) => Promise<boolean>;
  onClose: () => void;
}) {
  const pt = usePT();
  const [form] = Form.useForm();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
    }
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={pt('c.save')}
      okButtonProps={{ id: 'modal-save' }}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        // A refused field is shown under its input; the modal stays open, nothing is sent.
        const values = (await form.validateFields().catch(() => null)) as Record<
          string,
          unknown
        > | null;
        if (values && (await onSubmit(toPayload(fields, values)))) onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <SchemaFields schema={schema} fields={fields} />
      </Form>
    </Modal>
  );
}
