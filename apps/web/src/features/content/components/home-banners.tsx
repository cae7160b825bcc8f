import { useState } from 'react';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/news-list';
import type { ArticleSummary } from '../api/types';
import { currentLocation, inAppRoute, sameOriginImage } from '../links';
import { openRoute } from '../open-route';
import styles from './home.module.css';

const AUTOPLAY_INTERVAL_MS = 4500;

function BannerSlide({ banner }: { banner: ArticleSummary }) {
  const here = currentLocation();
  const route = inAppRoute(banner.link, here);
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? null : sameOriginImage(banner.image, here);
  const content = (
    <>
      {image ? (
        <img
          className={styles.slideImage}
          src={image}
          alt=""
          onError={() => setImageFailed(true)}
        />
      ) : null}
      <span className={styles.slideShade} aria-hidden="true" />
      <span className={styles.slideTitle}>{banner.title}</span>
      {banner.summary ? <span className={styles.slideSummary}>{banner.summary}</span> : null}
    </>
  );
  if (!route)
    return (
      <div className={styles.slide} data-testid="home-banner">
        {content}
      </div>
    );
  return (
    <button
      type="button"
      className={styles.slide}
      onClick={() => openRoute(route)}
      data-testid="home-banner"
      data-link={route}
    >
      {content}
    </button>
  );
}

/**
 * The home carousel of banners (news c_id 5): autoplay, each slide opens its link route.
 * Self-contained: renders nothing while loading, on error, or without banners.
 */
export function HomeBanners({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  const query = useBanners();
  const banners = query.data ?? [];
  if (banners.length === 0) return null;
  const several = banners.length > 1;
  return (
    <section
      className={className ? `${styles.banners} ${className}` : styles.banners}
      aria-label={t('banners.label')}
      aria-roledescription="carousel"
      data-testid="home-banners"
    >
      <Swiper
        autoplay={several}
        loop={several}
        autoplayInterval={AUTOPLAY_INTERVAL_MS}
        indicator={several ? undefined : false}
        indicatorProps={{ className: styles.indicator }}
      >
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <BannerSlide banner={banner} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
