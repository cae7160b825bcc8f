import { useEffect, useState } from 'react';
import { Popup, type PopupProps } from 'antd-mobile';
import { useRouteBoundVisible } from './route-bound-sheets';

/** How long a sheet opened while no frames are drawn (a background tab) waits for one. */
const BACKGROUND_OPEN_MS = 100;

/**
 * antd-mobile's Popup, mounted only once it is first opened. A mounted Popup sets up its
 * spring, drag handling and scroll lock even while closed: every sheet of a page did so in the
 * page's first render, a good part of a long task on a phone. It mounts closed and
 * opens a frame later, so it slides in as a Popup mounted from the start would; once mounted it
 * stays, and closes as before. With `forceRender` it mounts at once, as asked. It closes when
 * the location changes (route-bound-sheets): pages build their sheets on it, never on Popup.
 */
export function LazyPopup(props: PopupProps) {
  const shown = useRouteBoundVisible(props.visible === true, props.onClose);
  const [stage, setStage] = useState<'unmounted' | 'mounted' | 'ready'>(
    props.forceRender ? 'ready' : props.visible ? 'mounted' : 'unmounted',
  );
  useEffect(() => {
    if (props.visible && stage === 'unmounted') setStage('mounted');
  }, [props.visible, stage]);
  useEffect(() => {
    if (stage !== 'mounted') return;
    const ready = () => setStage('ready');
    // A frame draws the closed sheet before it opens; a background tab draws none, so a
    // timer opens it there all the same.
    const frame = requestAnimationFrame(ready);
    const timer = setTimeout(ready, BACKGROUND_OPEN_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stage]);
  if (stage === 'unmounted') return null;
  return <Popup {...props} visible={stage === 'ready' && shown} />;
}
