import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { reLaunch } from '../routing/navigation';
import { HOME_PATH } from '../routing/route-table';
import { StatusView } from './status-view';

/** Body of a route whose screen a later issue builds; the page frame (nav bar) stays. */
export function UnderDevelopment() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon="construction"
      tone="warning"
      title={t('msg.underDevelopment')}
      hint={t('page.underDevelopmentHint')}
      testId="under-development"
      actions={
        <Button
          block
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void reLaunch(HOME_PATH)}
        >
          {t('actions.goHome')}
        </Button>
      }
    />
  );
}
