import { FaqList } from '../../features/content';

/** pages/common/faq: frequently asked questions as an accordion. */
export default function CommonFaqPage() {
  return <FaqList />;
}
