import { useSearchParams } from '../../shared/routing/router';
import { DownloadView } from '../../features/community';
import { WebView } from '../../features/content';

/** pages/common/webView: `?url=` opened only when it is an in-app route or same-origin. */
export default function CommonWebViewPage() {
  const [params] = useSearchParams();
  // The home entry "Download" opens webView?page=download (the description's route).
  if (params.get('page') === 'download') return <DownloadView />;
  return <WebView url={params.get('url')} />;
}
