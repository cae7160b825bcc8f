import { marketEndpoints as ep, tickExportRequest } from '@tidemark/contracts';
import { AppError } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import type { Router } from '../../platform/route';
import type { MarketData } from './market.service';
import { tickExportFile, tickExports, tickLog } from './tick-log';

type Deps = Pick<Platform, 'db' | 'clock'>;

export function tickLogRoutes(router: Router, market: MarketData, deps: Deps): void {
  router.servePaged(ep.ticks, (input) => tickLog(deps, market, input));
  router.servePaged(ep.tickExports, (input) => tickExports(deps, market, input));

  /**
   * The file itself, byte for byte what was hashed: outside the envelope so its SHA-256 can
   * be taken of the body as downloaded. Errors still answer in the envelope.
   */
  router.raw({
    url: '/api/market/ticks/export',
    handler: async (request, reply) => {
      const input = tickExportRequest.safeParse(request.query ?? {});
      if (!input.success) throw new AppError('validation_failed');
      const file = await tickExportFile(deps, market, input.data.symbol, input.data.day);
      const name = `${file.symbol.replace('/', '-')}_${input.data.day}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-sha256', file.sha256)
        .send(file.body);
    },
  });
}
