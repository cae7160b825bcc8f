import { useState } from 'react';
import { Swiper } from 'antd-mobile';
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

/** The slides of the home banners (loaded apart from the home screen: Swiper and its gestures). */
export default function BannerCarousel({ banners }: { banners: readonly ArticleSummary[] }) {
  const several = banners.length > 1;
  return (
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
  );
}
