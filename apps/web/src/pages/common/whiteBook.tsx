import { ContentPageView } from '../../features/content/components/content-page-view';

/** pages/common/whiteBook: the operator's "White paper" text (GET /api/whitepaper). */
export default function CommonWhiteBookPage() {
  return <ContentPageView slug="whitepaper" />;
}
