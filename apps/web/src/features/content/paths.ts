/** Routes this feature opens (all exist in shared/routing/route-table). */
export const ARTICLE_PATH = '/pages/common/article';
export const CONTACT_PATH = '/pages/common/contactus';
