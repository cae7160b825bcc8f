import { useSearchParams } from 'react-router';
import { WebView } from '../../features/content';

/** pages/common/webView: `?url=` opened only when it is an in-app route or same-origin. */
export default function CommonWebViewPage() {
  const [params] = useSearchParams();
  return <WebView url={params.get('url')} />;
}
