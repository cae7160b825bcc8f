import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/news-list';
import styles from './home.module.css';

const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazy(loadCarousel);

/**
 * The home carousel of banners (news c_id 5): autoplay, each slide opens its link route.
 * Self-contained: renders nothing while loading, on error, or without banners.
 */
export function HomeBanners({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  const query = useBanners();
  const banners = query.data ?? [];
  // Fetch the carousel's code while the banners load, not after.
  useEffect(() => void loadCarousel(), []);
  if (banners.length === 0) return null;
  return (
    <section
      className={className ? `${styles.banners} ${className}` : styles.banners}
      aria-label={t('banners.label')}
      aria-roledescription="carousel"
      data-testid="home-banners"
    >
      <Suspense fallback={null}>
        <BannerCarousel banners={banners} />
      </Suspense>
    </section>
  );
}
