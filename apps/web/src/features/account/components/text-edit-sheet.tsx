import { useCallback, useState } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/feedback';
import { useAccountForm } from '../hooks/use-account-form';
import { FormError, FormField, SubmitButton, SubmitForm } from '../../../shared/ui/form';
import { Sheet } from './sheet';

export interface TextEditSheetProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  label: string;
  hint: string;
  initial: string;
  maxLength: number;
  /** The contracts' rule for the field ('nickname_too_short', ...). */
  check: (value: string) => string | null;
  save: (value: string) => Promise<unknown>;
  /** The wire name, so the server's field message lands under the input. */
  field: string;
  testId: string;
}

/** Edits one profile text (nickname, signature) in a sheet. */
export function TextEditSheet(props: TextEditSheetProps) {
  return (
    <Sheet
      visible={props.visible}
      title={props.title}
      onClose={props.onClose}
      testId={props.testId}
    >
      {/* Mounted per opening (the sheet destroys its content), so it starts from `initial`. */}
      <TextEditForm {...props} />
    </Sheet>
  );
}

function TextEditForm(props: TextEditSheetProps) {
  const { initial, label, hint, maxLength, check, save, field, onClose, testId } = props;
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const rules = useCallback(
    (v: Record<string, string>) => ({ [field]: check(v[field] ?? '') }),
    [check, field],
  );
  const form = useAccountForm<string>({ [field]: initial }, rules);
  const value = form.values[field] ?? '';
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      await save(value);
      showToast(t('saved'), 'success');
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm onSubmit={submit}>
      <FormField label={label} hint={hint} error={form.errors[field]} testId={`${testId}-field`}>
        <Input
          value={value}
          maxLength={maxLength + 10}
          onChange={(next) => form.set(field, next)}
          clearable
          autoFocus
        />
      </FormField>
      <FormError message={form.formError} />
      <SubmitButton pending={busy} testId={`${testId}-save`}>
        {tc('actions.confirm')}
      </SubmitButton>
    </SubmitForm>
  );
}
