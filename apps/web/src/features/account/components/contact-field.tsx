import { Input, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField, type BoundInput } from '../../../shared/ui/form';
import { AreaPicker } from './area-picker';

export interface ContactFieldProps {
  kind: 'email' | 'mobile';
  input: BoundInput;
  /** The area of a phone number (its picker shows before the input). */
  areaIso: string;
  onArea: (iso: string) => void;
  /** By default "E-mail" or "Phone number". */
  label?: string;
  autoComplete?: string;
  disabled?: boolean;
  testId: string;
}

/** The e-mail address or phone number (with its area code) a form signs in or sends a code to. */
export function ContactField({
  kind,
  input,
  areaIso,
  onArea,
  label,
  autoComplete,
  disabled,
  testId,
}: ContactFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField
      label={label ?? (kind === 'email' ? t('fields.email') : t('fields.phone'))}
      error={input.error}
      prefix={kind === 'mobile' ? <AreaPicker value={areaIso} onChange={onArea} /> : null}
      testId={testId}
    >
      <Input
        type={kind === 'email' ? 'email' : 'tel'}
        {...(autoComplete ? { autoComplete } : {})}
        placeholder={kind === 'email' ? t('placeholders.email') : t('placeholders.phone')}
        value={input.value}
        onChange={input.onChange}
        {...(disabled !== undefined ? { disabled } : {})}
      />
    </FormField>
  );
}

/** "By e-mail" and "By phone": which kind of contact the form takes. */
export function ContactKindTabs({
  kind,
  onChange,
}: {
  kind: 'email' | 'mobile';
  onChange: (kind: 'email' | 'mobile') => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Tabs activeKey={kind} onChange={(key) => onChange(key === 'mobile' ? 'mobile' : 'email')}>
      <Tabs.Tab title={t('login.byEmail')} key="email" />
      <Tabs.Tab title={t('login.byPhone')} key="mobile" />
    </Tabs>
  );
}
