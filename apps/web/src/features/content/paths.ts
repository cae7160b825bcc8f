import { path } from '../../shared/routing/route-table';

/** Routes this feature opens (all exist in shared/routing/route-table). */
export const ARTICLE_PATH = path('/pages/common/article');
export const CONTACT_PATH = path('/pages/common/contactus');
