import { ContentPageView } from '../../features/content';

/** pages/common/whiteBook: the operator's "White paper" text (GET /api/whitepaper). */
export default function CommonWhiteBookPage() {
  return <ContentPageView slug="whitepaper" />;
}
