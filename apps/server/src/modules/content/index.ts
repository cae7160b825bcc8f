import type { AppModule } from '../../platform/module';
import { contentRoutes } from './content.routes';
import { DEMO_ARTICLES } from './demo-content';
import * as repo from './content.repo';

export const contentModule: AppModule = {
  name: 'content',
  routes: contentRoutes,
  async seedDemo({ db }) {
    const { rowCount } = await db.query('SELECT 1 FROM articles LIMIT 1');
    if (rowCount) return;
    await db.tx(async (tx) => {
      for (const a of DEMO_ARTICLES) {
        await repo.save(tx, { category: a.category, slug: a.slug, image: a.image ?? '', link: a.link ?? '', sort_order: a.sort, published: true }, a.t);
      }
    });
  },
};
