import { useSearchParams } from '../../shared/routing/router';
import { ProjectSubscribe } from '../../features/launchpad';

const idFrom = (value: string | null): number =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : 0;

/** /pages/ieo/subscribe?id=: a project, its rules, and the subscription form. */
export default function IeoSubscribePage() {
  const [params] = useSearchParams();
  return <ProjectSubscribe id={idFrom(params.get('id'))} />;
}
