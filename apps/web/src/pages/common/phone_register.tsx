import { useSearchParams } from '../../shared/routing/router';
import { RegisterPage } from '../../features/account';

/** pages/common/phone_register: sign up with a phone number and its area code. */
export default function CommonPhoneRegisterPage() {
  const [params] = useSearchParams();
  return <RegisterPage kind="mobile" params={params} />;
}
