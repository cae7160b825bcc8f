import { ContentPageView } from '../../features/content/components/content-page-view';

/** pages/common/aboutus: the operator's "About us" text (GET /api/aboutus). */
export default function CommonAboutusPage() {
  return <ContentPageView slug="aboutus" />;
}
