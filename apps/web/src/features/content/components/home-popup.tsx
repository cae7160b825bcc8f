import { Suspense, lazy, useState } from 'react';
import { useSettled } from '../../../shared/ui/use-settled';
import { usePopup } from '../api/index-pop';
import { markPopupSeen, wasPopupSeen } from '../popup-seen';

const HomePopupModal = lazy(() => import('./home-popup-modal'));

/**
 * The home pop-up (GET /api/news/index_pop), shown once per version: closing it in any way
 * remembers its version on this device, so only a new version shows again.
 * Renders nothing while loading, on error, or when none is published; the dialog's code loads
 * only when there is one to show, and it opens once the first screen has settled (it no longer
 * competes with the page's first paints).
 */
export function HomePopup() {
  const query = usePopup();
  const settled = useSettled();
  // What was closed here, also in memory: where storage cannot be written (a private mode)
  // a modal that its buttons could not close would hold the whole page.
  const [closed, setClosed] = useState<{ id: number; version: number } | null>(null);
  const popup = query.data ?? null;
  if (!settled || !popup || wasPopupSeen(popup)) return null;
  if (closed && closed.id === popup.id && closed.version >= popup.version) return null;

  const close = () => {
    markPopupSeen(popup);
    setClosed({ id: popup.id, version: popup.version });
  };

  return (
    <Suspense fallback={null}>
      <HomePopupModal popup={popup} onClose={close} />
    </Suspense>
  );
}
