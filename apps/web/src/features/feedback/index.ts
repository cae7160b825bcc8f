/** Feedback to the platform: the form (with screenshots) and the user's feedback with replies. */
export { FeedbackView } from './components/feedback-view';
