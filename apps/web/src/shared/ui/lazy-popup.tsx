import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { PopupProps } from 'antd-mobile';
import { useRouteBoundVisible } from './route-bound-sheets';

/** How long a sheet opened while no frames are drawn (a background tab) waits for one. */
const BACKGROUND_OPEN_MS = 100;

type PopupComponent = ComponentType<PopupProps>;

/** antd-mobile's Popup once its module has loaded; the one load every sheet shares. */
let popupModule: PopupComponent | null = null;
let popupLoad: Promise<PopupComponent> | null = null;

function loadPopup(): Promise<PopupComponent> {
  popupLoad ??= import('./popup-sheet').then(
    (module) => (popupModule = module.Popup),
    (error: unknown) => {
      // The next opening tries again.
      popupLoad = null;
      throw error;
    },
  );
  return popupLoad;
}

/**
 * antd-mobile's Popup, loaded and mounted only once it is first opened. Its module brings
 * react-spring and use-gesture, and a mounted Popup sets up its spring, drag handling and
 * scroll lock even while closed: pages that rendered their sheets from the start paid for
 * both in their first load and first render. The first opening loads the module (shared by
 * every sheet), mounts the sheet closed and opens it a frame later, so it slides in as a Popup
 * mounted from the start would; once mounted it stays, and closes as before. With
 * `forceRender` it mounts as soon as the module is there. A module that fails to load closes
 * the sheet again (`onClose`), so the next tap retries. It closes when the location changes
 * (route-bound-sheets): pages build their sheets on it, never on Popup.
 */
export function LazyPopup(props: PopupProps) {
  const shown = useRouteBoundVisible(props.visible === true, props.onClose);
  const asked = props.visible === true || props.forceRender === true;
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  // A failed load waits for the owner to close the sheet and open it again.
  const [failed, setFailed] = useState(false);
  if (failed && !asked) setFailed(false);
  const [, setLoaded] = useState(popupModule !== null);
  const [ready, setReady] = useState(props.forceRender === true);
  const onCloseRef = useRef(props.onClose);
  useEffect(() => {
    onCloseRef.current = props.onClose;
  });
  const loadNow = asked && !failed && popupModule === null;
  const Popup = wanted ? popupModule : null;

  useEffect(() => {
    if (!loadNow) return undefined;
    let live = true;
    loadPopup().then(
      () => {
        if (live) setLoaded(true);
      },
      (error: unknown) => {
        console.warn('Sheet failed to load', error);
        if (!live) return;
        setFailed(true);
        onCloseRef.current?.();
      },
    );
    return () => {
      live = false;
    };
  }, [loadNow]);

  useEffect(() => {
    if (!Popup || ready) return undefined;
    const open = () => setReady(true);
    // A frame draws the closed sheet before it opens; a background tab draws none, so a
    // timer opens it there all the same.
    const frame = requestAnimationFrame(open);
    const timer = setTimeout(open, BACKGROUND_OPEN_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [Popup, ready]);

  if (!Popup) return null;
  return <Popup {...props} visible={ready && shown} />;
}

const ROUNDED_TOP = { borderRadius: '16px 16px 0 0' };

/** A sheet that slides up from the bottom, its top corners rounded; its mask closes it. */
export function BottomSheet({
  onClose,
  ...props
}: Omit<PopupProps, 'onMaskClick' | 'onClose' | 'bodyStyle'> & { onClose: () => void }) {
  return <LazyPopup {...props} onMaskClick={onClose} onClose={onClose} bodyStyle={ROUNDED_TOP} />;
}
