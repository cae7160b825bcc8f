import { Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ID_TYPES } from '@tidemark/contracts';
import { showToast } from '../../../shared/ui/feedback';
import { useSubmitRealMutation } from '../api/submit-real';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { FormError, FormField, SubmitButton, SubmitForm } from '../../../shared/ui/form';

type BasicField = 'id_type' | 'name' | 'card_id';
type IdType = '0' | '1' | '2' | '3';
const ID_TYPE_VALUES = Object.values(ID_TYPES).map((value) => String(value) as IdType);
/** The server's rules (contracts' realRequest): a name of 2-60, a number of 4-30 letters, digits or dashes. */
const CARD_PATTERN = /^[A-Za-z0-9-]{4,30}$/;
const NAME_MIN = 2;
const NAME_MAX = 60;

const rules = (v: Record<BasicField, string>): Problems<BasicField> => {
  const name = v.name.trim();
  return {
    id_type: ID_TYPE_VALUES.includes(v.id_type as IdType) ? null : 'required',
    name: !name
      ? 'required'
      : name.length < NAME_MIN
        ? 'too_short'
        : name.length > NAME_MAX
          ? 'too_long'
          : null,
    card_id: !v.card_id.trim()
      ? 'required'
      : CARD_PATTERN.test(v.card_id.trim())
        ? null
        : 'invalid',
  };
};

/** Level 1: document type, name and document number. */
export function KycBasicForm({
  disabled,
  onSubmitted,
}: {
  disabled: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('account');
  const form = useAccountForm<BasicField>({ id_type: '0', name: '', card_id: '' }, rules);
  const mutation = useSubmitRealMutation();

  const submit = async () => {
    if (!form.validate()) return;
    try {
      await mutation.mutateAsync({
        real_type: '1',
        id_type: form.values.id_type as IdType,
        name: form.values.name.trim(),
        card_id: form.values.card_id.trim(),
      });
      showToast(t('kyc.submitted'), 'success');
      onSubmitted();
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <SubmitForm onSubmit={submit} testId="kyc-basic-form">
      <FormField label={t('kyc.idType')} error={form.errors.id_type} testId="kyc-id-type">
        <Selector
          columns={2}
          value={[form.values.id_type]}
          onChange={(values) => {
            const next = values[0];
            if (next) form.set('id_type', next);
          }}
          options={ID_TYPE_VALUES.map((value) => ({ value, label: t(`kyc.idTypes.${value}`) }))}
          disabled={disabled}
        />
      </FormField>
      <FormField label={t('kyc.name')} error={form.errors.name} testId="kyc-name">
        <Input
          autoComplete="name"
          placeholder={t('placeholders.realName')}
          value={form.values.name}
          onChange={(value) => form.set('name', value)}
          disabled={disabled}
        />
      </FormField>
      <FormField label={t('kyc.cardId')} error={form.errors.card_id} testId="kyc-card-id">
        <Input
          placeholder={t('placeholders.cardId')}
          value={form.values.card_id}
          onChange={(value) => form.set('card_id', value)}
          disabled={disabled}
        />
      </FormField>
      <FormError message={form.formError} />
      <SubmitButton pending={mutation.isPending} disabled={disabled} testId="kyc-basic-submit">
        {t('kyc.submit')}
      </SubmitButton>
    </SubmitForm>
  );
}
