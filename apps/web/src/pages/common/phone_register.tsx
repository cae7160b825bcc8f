import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/common/phone_register: built by a later issue; until then the frame shows the under-development view. */
export default function CommonPhoneRegisterPage() {
  return <UnderDevelopment />;
}
