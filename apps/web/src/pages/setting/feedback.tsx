import { FeedbackView } from '../../features/feedback';

/** pages/setting/feedback: send feedback to the platform and read its replies. */
export default function SettingFeedbackPage() {
  return <FeedbackView />;
}
