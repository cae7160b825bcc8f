import { defineModule } from '../../platform/module';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackService } from './feedback.service';

declare module '../../platform/module' {
  interface Services {
    feedback: FeedbackService;
  }
}

/** Feedback: users write with screenshots; an operator's reply arrives as an inbox message. */
export const feedbackModule = defineModule({
  name: 'feedback',
  needs: [],
  create: ({ platform }) => createFeedbackService(platform),
  routes: (router, feedback) => feedbackRoutes(router, feedback),
});

// The console dashboard's queue count of this module's work waiting for an operator.
export { openFeedbackCount } from './feedback.repo';
