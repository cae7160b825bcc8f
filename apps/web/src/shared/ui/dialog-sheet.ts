import { Dialog } from 'antd-mobile';

/**
 * antd-mobile's Dialog, in a module of its own: confirmDialog imports it when a confirmation is
 * first asked for, so a page's first load carries neither it nor the spring library it runs on.
 */
export { Dialog };
