import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/common/register: built by a later issue; until then the frame shows the under-development view. */
export default function CommonRegisterPage() {
  return <UnderDevelopment />;
}
