import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { idSchema } from '../common/ids';
import {
  consoleArticleDetailRequest,
  consoleArticleDetailSchema,
  consoleArticlesQuery,
} from '../console/products';
import { adminIdResultSchema } from '../console/results';
import {
  adminArticleEntrySchema,
  adminArticleRequest,
  articleSchema,
  articleSummarySchema,
  contentPageSchema,
  faqEntrySchema,
  menuEntrySchema,
  newsListRequest,
  popupSchema,
  type PageSlug,
} from './schemas';

/** The description's news reads answer POST and GET alike; clients post, as its client did. */
const NEWS_READ = ['POST', 'GET'] as const;

/** A static page (about us, contact, compliance, white paper, invitation rules) by its slug. */
const page = (slug: PageSlug) =>
  endpoint({ method: 'GET', path: `/api/${slug}`, auth: 'public', output: contentPageSchema });

/** Content: news and banners, the home popup, FAQ, static pages, the menu, operator articles. */
export const contentEndpoints = {
  newsList: pagedEndpoint({
    method: NEWS_READ,
    path: '/api/news/list',
    auth: 'public',
    input: newsListRequest,
    item: articleSummarySchema,
  }),
  newsDetail: endpoint({
    method: NEWS_READ,
    path: '/api/news/detail',
    auth: 'public',
    input: z.object({ id: idSchema }),
    output: articleSchema,
  }),
  popup: endpoint({
    method: 'GET',
    path: '/api/news/index_pop',
    auth: 'public',
    output: popupSchema,
  }),
  faq: endpoint({
    method: 'GET',
    path: '/api/faq',
    auth: 'public',
    output: z.array(faqEntrySchema),
  }),
  aboutUs: page('aboutus'),
  contactUs: page('contactus'),
  operationalCompliance: page('operational_compliance'),
  whitepaper: page('whitepaper'),
  inviteNews: page('invitenews'),
  menu: endpoint({
    method: 'GET',
    path: '/api/menu',
    auth: 'public',
    output: z.array(menuEntrySchema),
  }),

  /** Operators publish: English is required, other languages fall back to it. Audited. */
  saveArticle: endpoint({
    method: 'POST',
    path: '/api/admin/articles',
    auth: 'operator',
    permission: 'content.manage',
    input: adminArticleRequest,
    output: adminIdResultSchema,
  }),
  adminArticle: endpoint({
    method: 'GET',
    path: '/api/admin/articles/detail',
    auth: 'operator',
    permission: 'content.manage',
    input: consoleArticleDetailRequest,
    output: consoleArticleDetailSchema,
  }),
  adminArticles: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/articles',
    auth: 'operator',
    permission: 'content.manage',
    input: consoleArticlesQuery,
    item: adminArticleEntrySchema,
  }),
} as const;

const PAGES = {
  aboutus: contentEndpoints.aboutUs,
  contactus: contentEndpoints.contactUs,
  operational_compliance: contentEndpoints.operationalCompliance,
  whitepaper: contentEndpoints.whitepaper,
  invitenews: contentEndpoints.inviteNews,
} satisfies Record<PageSlug, unknown>;

/** The endpoint of the static page with this slug. */
export const contentPageEndpoint = (slug: PageSlug) => PAGES[slug];
