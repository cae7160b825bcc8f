import Swiper from 'antd-mobile/es/components/swiper';
import type { ArticleSummary } from '../api/types';
import { BannerSlide } from './banner-slide';
import styles from './home.module.css';

const AUTOPLAY_INTERVAL_MS = 4500;

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
