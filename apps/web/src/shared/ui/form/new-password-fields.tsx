import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

/** One bound input: its value, its message and how it changes. */
export interface BoundInput {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export interface NewPasswordFieldsProps {
  /** The first field's label and hint differ by form (new, login, fund password). */
  label: string;
  hint: string;
  password: BoundInput;
  confirmation: BoundInput;
  testIds: { password: string; confirmation: string };
}

/** A new password and the same again; the rules (length, match) belong to the form. */
export function NewPasswordFields({
  label,
  hint,
  password,
  confirmation,
  testIds,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={label} error={password.error} hint={hint} testId={testIds.password}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t('form.newPasswordPlaceholder')}
          value={password.value}
          onChange={password.onChange}
        />
      </FormField>
      <FormField
        label={t('form.confirmPassword')}
        error={confirmation.error}
        testId={testIds.confirmation}
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t('form.confirmPasswordPlaceholder')}
          value={confirmation.value}
          onChange={confirmation.onChange}
        />
      </FormField>
    </>
  );
}
