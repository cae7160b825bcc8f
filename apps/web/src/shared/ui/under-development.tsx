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
      action={{ label: t('actions.goHome'), onClick: () => void reLaunch(HOME_PATH) }}
    />
  );
}
