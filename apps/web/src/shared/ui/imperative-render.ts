import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { nextTask } from './next-task';

type SetRender = typeof unstableSetRender;

// Roots rendered and not yet unmounted: a component test waits for none before its DOM goes.
let openRoots = 0;

/**
 * antd-mobile's imperative APIs (Toast, Dialog) render with ReactDOM.render, which React 19
 * removed: hand them a createRoot-based renderer before anything can call them. The app does
 * this at start-up, component tests before they render. `setRender` is antd-mobile's setter;
 * tests that resolve 'antd-mobile' to its CommonJS build pass that build's own.
 */
export function installImperativeRender(setRender: SetRender = unstableSetRender): void {
  const imperativeRoots = new WeakMap<Element | DocumentFragment, Root>();
  setRender((node, container) => {
    let root = imperativeRoots.get(container);
    if (!root) {
      root = createRoot(container);
      imperativeRoots.set(container, root);
      openRoots += 1;
    }
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before unmounting.
      await nextTask();
      if (!imperativeRoots.delete(container)) return;
      root.unmount();
      openRoots -= 1;
    };
  });
}

/** How many toasts and dialogs are rendered and not yet unmounted. */
export function imperativeRootsOpen(): number {
  return openRoots;
}
