import { ContentPageView } from '../../features/content';

/** pages/common/contactus: the operator's "Contact us" text (GET /api/contactus). */
export default function CommonContactusPage() {
  return <ContentPageView slug="contactus" />;
}
