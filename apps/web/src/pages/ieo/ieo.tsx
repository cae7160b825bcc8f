import { ProjectList } from '../../features/launchpad';

/** /pages/ieo/ieo: launchpad projects by status, with countdowns. */
export default function IeoIeoPage() {
  return <ProjectList />;
}
