import { defineModule } from '../../platform/module';
import { contentRoutes } from './content.routes';
import { DEMO_ARTICLES } from './demo-content';
import type { Db } from '../../platform/db';
import * as repo from './content.repo';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- TRANSITIONAL until the module's service is written
export interface ContentService {}

declare module '../../platform/module' {
  interface Services {
    content: ContentService;
  }
}

export const contentModule = defineModule({
  name: 'content',
  needs: [],
  create: () => ({}),
  legacyRoutes: (app) => contentRoutes(app),
  seedDemo: (_service, { platform }) => seedContentDemo(platform.db),
});

/** The demo articles, once (a database with any article keeps its own). */
export async function seedContentDemo(db: Db): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM articles LIMIT 1');
  if (rowCount) return;
  await db.tx(async (tx) => {
    for (const a of DEMO_ARTICLES) {
      await repo.save(tx, { category: a.category, slug: a.slug, image: a.image ?? '', link: a.link ?? '', sort_order: a.sort, published: true }, a.t);
    }
  });
}
