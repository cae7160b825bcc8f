import { defineModule } from '../../platform/module';
import { productAdminRoutes } from './productadmin.routes';
import { createProductAdmin, type ProductAdmin } from './productadmin.service';

declare module '../../platform/module' {
  interface Services {
    productadmin: ProductAdmin;
  }
}

/**
 * The console's settings registry. The product screens' own terms (instruments, option
 * periods, spot pairs, the earn, dual and launchpad lists) are admin routes of the modules
 * that own those tables (`<area>.admin.routes.ts`).
 */
export const productAdminModule = defineModule({
  name: 'productadmin',
  needs: [],
  create: ({ platform }) => createProductAdmin({ db: platform.db }),
  routes: (router, svc) => productAdminRoutes(router, svc),
});
