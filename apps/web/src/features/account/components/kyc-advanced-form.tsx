import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/feedback';
import { useSubmitRealMutation } from '../api/submit-real';
import { FormError } from '../../../shared/ui/form';
import { KycPhotoInput } from './kyc-photo-input';
import styles from './account.module.css';
import photoStyles from './kyc-photo-input.module.css';

/** Level 2: photos of the front and the back of the document. */
export function KycAdvancedForm({
  disabled,
  onSubmitted,
}: {
  disabled: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('account');
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useSubmitRealMutation();

  const submit = async () => {
    if (!front || !back) {
      setError(t('kyc.photosRequired'));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ real_type: '2', front_pic: front, reverse_pic: back });
      showToast(t('kyc.submitted'), 'success');
      onSubmitted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className={styles.form} data-testid="kyc-advanced-form">
      <p className={styles.hint}>{t('kyc.photosHint')}</p>
      <div className={photoStyles.row}>
        <KycPhotoInput
          label={t('kyc.front')}
          onUploaded={setFront}
          onError={setError}
          disabled={disabled}
          testId="kyc-front"
        />
        <KycPhotoInput
          label={t('kyc.back')}
          onUploaded={setBack}
          onError={setError}
          disabled={disabled}
          testId="kyc-back"
        />
      </div>
      <FormError message={error} />
      <Button
        className={styles.submit}
        block
        color="primary"
        shape="rounded"
        loading={mutation.isPending}
        disabled={disabled || mutation.isPending || !front || !back}
        onClick={() => void submit()}
        data-testid="kyc-advanced-submit"
      >
        {t('kyc.submit')}
      </Button>
    </div>
  );
}
