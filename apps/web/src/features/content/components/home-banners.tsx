import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettled } from '../../../shared/ui/use-settled';
import { useBanners } from '../api/news-list';
import { currentLocation, sameOriginImage } from '../links';
import { BannerSlide } from './banner-slide';
import styles from './home.module.css';

const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazy(loadCarousel);

/**
 * The first banner's image as the server named it in the shell (`#tm-shell-data`,
 * `platform/web.ts`): the placeholder shows it while the banners load, so the page's largest
 * paint is that image as soon as it arrives, not after the banners' answer and a render.
 * The slide that replaces it is the same size, so it is no later, larger paint.
 */
function shellBanner(): string | null {
  try {
    const data: unknown = JSON.parse(document.getElementById('tm-shell-data')?.textContent ?? '');
    const image = (data as { banner?: unknown } | null)?.banner;
    return typeof image === 'string' ? sameOriginImage(image, currentLocation()) : null;
  } catch {
    return null;
  }
}

/**
 * The home carousel of banners (news c_id 5): autoplay, each slide opens its link route.
 * Self-contained: keeps the carousel's place (a slide's size) while the banners or its code
 * load, so nothing below moves when they arrive; nothing on error or without banners.
 */
export function HomeBanners({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  const query = useBanners();
  const banners = query.data ?? [];
  // The carousel (Swiper, its gestures and springs) replaces the first slide once the first
  // screen has settled: its code, mount and first animation frames were long tasks on a phone
  // while the page painted. Its code is fetched then too; the first slide is the same.
  const settled = useSettled();
  useEffect(() => {
    if (settled) void loadCarousel();
  }, [settled]);
  // The first slide's image is the home page's largest paint: start it as soon as the banners
  // arrive instead of after the carousel's code; the slide's <img> then finds it in the cache.
  const firstImage = sameOriginImage(banners[0]?.image, currentLocation());
  useEffect(() => {
    if (firstImage) new Image().src = firstImage;
  }, [firstImage]);
  const [earlyImage] = useState(shellBanner);
  if (query.isPending)
    return (
      <div
        className={className ? `${styles.banners} ${className}` : styles.banners}
        aria-hidden="true"
      >
        <div className={styles.slidePlaceholder}>
          {earlyImage ? <img className={styles.slideImage} src={earlyImage} alt="" /> : null}
        </div>
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
      {settled ? (
        <Suspense fallback={<BannerSlide banner={banners[0]!} />}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        <BannerSlide banner={banners[0]!} />
      )}
    </section>
  );
}
