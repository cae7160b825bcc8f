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
  needs: [],
  create: ({ platform }) => createLoans(platform),
  routes: (router, loans) => loanRoutes(router, loans),
  jobs: (loans) => [
    interestJob((now) => loans.chargeInterest(now)),
    riskJob((now) => loans.checkRisk(now)),
  ],
});
