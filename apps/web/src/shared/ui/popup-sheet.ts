import { Popup } from 'antd-mobile';

/**
 * antd-mobile's Popup, in a module of its own: LazyPopup imports it when a sheet is first
 * opened, so a page's first load carries neither it nor the spring and gesture libraries it
 * runs on.
 */
export { Popup };
