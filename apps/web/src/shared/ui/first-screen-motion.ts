import { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { whenSettled } from './use-settled';

/**
 * antd-mobile's springs (the tabs' sliding line, re-run whenever the page's layout moves as its
 * data arrives) each animation frame restyled and laid out the whole page: long tasks on a
 * phone while the trade page's first screen painted (Lighthouse). Until the first
 * screen has settled they jump to their end; after that, animations are as usual.
 * Imported by the pages whose first screen has such components (trade: it loads react-spring, which
 * those pages load anyway).
 */
export function quietFirstScreenMotion(): void {
  let done = false;
  whenSettled(() => {
    done = true;
  });
  if (done) return;
  reduceMotion();
  whenSettled(restoreMotion);
}
