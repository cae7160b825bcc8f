import { useState } from 'react';
import type { ArticleSummary } from '../api/types';
import { currentLocation, inAppRoute, sameOriginImage } from '../links';
import { openRoute } from '../open-route';
import styles from './home.module.css';

/**
 * One banner. Apart from the carousel so the first slide paints as soon as the banners arrive
 * (it is the home page's largest paint) while the carousel's code (Swiper, gestures) loads.
 */
export function BannerSlide({ banner }: { banner: ArticleSummary }) {
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
