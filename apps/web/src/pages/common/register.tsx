import { useSearchParams } from '../../shared/routing/router';
import { RegisterPage } from '../../features/account';

/** pages/common/register: sign up with an e-mail address. */
export default function CommonRegisterPage() {
  const [params] = useSearchParams();
  return <RegisterPage kind="email" params={params} />;
}
