import { coalesced } from '../../platform/coalesce';
import { defineModule } from '../../platform/module';
import { interestJob, riskJob } from './loans.jobs';
import { loanRoutes } from './loans.routes';
import { createLoans, type Loans } from './loans.service';

declare module '../../platform/module' {
  interface Services {
    loans: Loans;
  }
}

export const loansModule = defineModule({
  name: 'loans',
  needs: ['market'],
  create: ({ platform, deps }) => {
    const loans = createLoans(platform);
    // Margin calls and liquidations follow each committed batch of recorded prices; one check
    // at a time, and one more after it when prices arrived meanwhile. The job is the backstop.
    const check = coalesced(
      () => loans.checkRisk(),
      (err: unknown) => platform.log.error({ err }, 'loan risk check failed'),
    );
    deps.market.onRecorded(check);
    return loans;
  },
  routes: (router, loans) => loanRoutes(router, loans),
  jobs: (loans) => [
    interestJob((now) => loans.chargeInterest(now)),
    riskJob((now) => loans.checkRisk(now)),
  ],
});

// The console's read-only drill-down into a user's loans orders.
export { consoleOrders as loansConsoleOrders } from './loans.repo';
