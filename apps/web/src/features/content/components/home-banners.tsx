import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/news-list';
import { currentLocation, sameOriginImage } from '../links';
import { BannerSlide } from './banner-slide';
import styles from './home.module.css';

const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazy(loadCarousel);

/**
 * The home carousel of banners (news c_id 5): autoplay, each slide opens its link route.
 * Self-contained: keeps the carousel's place (a slide's size) while the banners or its code
 * load, so nothing below moves when they arrive; nothing on error or without banners.
 */
export function HomeBanners({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  const query = useBanners();
  const banners = query.data ?? [];
  // Fetch the carousel's code while the banners load, not after.
  useEffect(() => void loadCarousel(), []);
  // The first slide's image is the home page's largest paint: start it as soon as the banners
  // arrive instead of after the carousel's code; the slide's <img> then finds it in the cache.
  const firstImage = sameOriginImage(banners[0]?.image, currentLocation());
  useEffect(() => {
    if (firstImage) new Image().src = firstImage;
  }, [firstImage]);
  if (query.isPending)
    return (
      <div
        className={className ? `${styles.banners} ${className}` : styles.banners}
        aria-hidden="true"
      >
        <div className={styles.slidePlaceholder} />
      </div>
    );
  if (banners.length === 0) return null;
  return (
    <section
      className={className ? `${styles.banners} ${className}` : styles.banners}
      aria-label={t('banners.label')}
      aria-roledescription="carousel"
      data-testid="home-banners"
    >
      <Suspense fallback={<BannerSlide banner={banners[0]!} />}>
        <BannerCarousel banners={banners} />
      </Suspense>
    </section>
  );
}
