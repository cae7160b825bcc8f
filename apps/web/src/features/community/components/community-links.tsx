import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { MenuGroup, MenuRow } from '../../../shared/ui/menu-list';

/** The settings entries of the community features: coupons, invite, rebate, support. */
export function CommunityLinks() {
  const { t } = useTranslation('community');
  return (
    <MenuGroup title={t('links.title')} testId="setting-community">
      <MenuRow
        icon="coupon"
        title={t('links.coupons')}
        onClick={() => void navigateTo('/pages/setting/coupon')}
        testId="setting-coupons"
      />
      <MenuRow
        icon="share"
        title={t('links.invite')}
        onClick={() => void navigateTo('/pages/setting/share')}
        testId="setting-invite"
      />
      <MenuRow
        icon="bill"
        title={t('links.rebate')}
        onClick={() => void navigateTo('/pages/setting/share', { tab: 'rebates' })}
        testId="setting-rebate"
      />
    </MenuGroup>
  );
}
