import { defineModule } from '../../platform/module';
import type { Db } from '../../platform/db';
import { contentRoutes } from './content.routes';
import { createContentService, type ContentService } from './content.service';

declare module '../../platform/module' {
  interface Services {
    content: ContentService;
  }
}

export const contentModule = defineModule({
  name: 'content',
  needs: [],
  create: ({ platform }) => createContentService(platform),
  routes: (router, content) => contentRoutes(router, content),
  seedDemo: (content) => content.seedDemo(),
});

/** The demo articles, once (a database with any article keeps its own). */
export async function seedContentDemo(db: Db): Promise<void> {
  await createContentService({ db }).seedDemo();
}
