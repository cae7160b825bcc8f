import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

/** One bound input: its value, its message and how it changes. */
export interface BoundInput {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export interface PasswordFieldProps {
  label: string;
  placeholder: string;
  input: BoundInput;
  /** 'current-password' for the one the user has, 'new-password' for one being set. */
  autoComplete: 'current-password' | 'new-password';
  hint?: string | undefined;
  disabled?: boolean;
  testId: string;
}

/** A labelled password input with its message underneath. */
export function PasswordField({
  label,
  placeholder,
  input,
  autoComplete,
  hint,
  disabled,
  testId,
}: PasswordFieldProps) {
  return (
    <FormField label={label} error={input.error} hint={hint} testId={testId}>
      <Input
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={input.value}
        onChange={input.onChange}
        {...(disabled !== undefined ? { disabled } : {})}
      />
    </FormField>
  );
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
      <PasswordField
        label={label}
        placeholder={t('form.newPasswordPlaceholder')}
        input={password}
        autoComplete="new-password"
        hint={hint}
        testId={testIds.password}
      />
      <PasswordField
        label={t('form.confirmPassword')}
        placeholder={t('form.confirmPasswordPlaceholder')}
        input={confirmation}
        autoComplete="new-password"
        testId={testIds.confirmation}
      />
    </>
  );
}
