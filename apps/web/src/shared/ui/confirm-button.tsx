import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from './feedback';
import { confirmDialog } from './confirm-dialog';

/**
 * A small button for an action that cannot be undone (cancel an order): it asks first, runs
 * `run`, and says `doneText` when it worked. A failure has been shown by the api client.
 */
export function ConfirmButton({
  label,
  title,
  content,
  doneText,
  run,
  pending,
  testId,
  className,
}: {
  label: string;
  title: string;
  content: ReactNode;
  doneText: string;
  run: () => Promise<unknown>;
  pending: boolean;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const ask = async () => {
    const sure = await confirmDialog({
      title,
      content,
      confirmText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
    });
    if (!sure) return;
    try {
      await run();
      showToast(doneText, 'success');
    } catch {
      // The api client has shown why.
    }
  };
  return (
    <Button
      size="mini"
      shape="rounded"
      fill="outline"
      color="primary"
      className={className}
      loading={pending}
      onClick={() => void ask()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
