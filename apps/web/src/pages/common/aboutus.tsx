import { ContentPageView } from '../../features/content';

/** pages/common/aboutus: the operator's "About us" text (GET /api/aboutus). */
export default function CommonAboutusPage() {
  return <ContentPageView slug="aboutus" />;
}
