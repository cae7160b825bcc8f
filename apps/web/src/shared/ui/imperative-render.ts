import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { nextTask } from './next-task';

/**
 * antd-mobile's imperative APIs (Toast, Dialog) render with ReactDOM.render, which React 19
 * removed: hand them a createRoot-based renderer before anything can call them. The app does
 * this at start-up, component tests before they render.
 */
export function installImperativeRender(): void {
  const imperativeRoots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = imperativeRoots.get(container);
    if (!root) {
      root = createRoot(container);
      imperativeRoots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before unmounting.
      await nextTask();
      root.unmount();
      imperativeRoots.delete(container);
    };
  });
}
