import type { AppModule } from '../../platform/module';
import { adminRoutes } from './admin.routes';
import { createOperator } from './admin.service';

export const DEMO_OPERATOR = { email: 'ops@tidemark.dev', password: 'ops-pass-1', name: 'Demo operator' };

export const adminModule: AppModule = {
  name: 'admin',
  routes: adminRoutes,
  async seedDemo({ db }) {
    const { rowCount } = await db.query('SELECT 1 FROM operators WHERE email = $1', [DEMO_OPERATOR.email]);
    if (!rowCount) await createOperator(db, DEMO_OPERATOR);
  },
};

export { createOperator } from './admin.service';
