import { coalesced } from '../../platform/coalesce';
import { defineModule } from '../../platform/module';
import { alertRoutes } from './alerts.routes';
import { createAlerts, type AlertsService } from './alerts.service';
import { evaluateJob } from './evaluate.job';

declare module '../../platform/module' {
  interface Services {
    alerts: AlertsService;
  }
}

export const alertsModule = defineModule({
  name: 'alerts',
  needs: ['market', 'messages'],
  create: ({ platform, deps }) => {
    const alerts = createAlerts({ ...platform, market: deps.market });
    // Alerts follow each committed batch of recorded prices, like the risk engines; one
    // evaluation at a time, and one more after it when prices arrived meanwhile.
    const check = coalesced(
      () => alerts.evaluate(),
      (err: unknown) => platform.log.error({ err }, 'price alert evaluation failed'),
    );
    deps.market.onRecorded(check);
    return alerts;
  },
  routes: (router, alerts) => alertRoutes(router, alerts),
  jobs: (alerts) => [evaluateJob(() => alerts.evaluate())],
});
