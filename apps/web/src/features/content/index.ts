/**
 * What pages use of the content feature: banners, announcements, articles, news, FAQ, text
 * pages, the web view and the home popup.
 */
export { ContentPageView } from './components/content-page-view';
export { ArticleView } from './components/article-view';
export { NewsList } from './components/news-list';
export { FaqList } from './components/faq-list';
export { WebView } from './components/web-view';
export { AnnouncementTicker } from './components/announcement-ticker';
export { HomeBanners } from './components/home-banners';
export { HomePopup } from './components/home-popup';
