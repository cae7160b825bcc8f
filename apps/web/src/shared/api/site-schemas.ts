/** The site configuration's schema, the shell's first request; loaded lazily (see lazy-schemas.ts). */
export { siteConfigSchema } from '@tidemark/contracts';
