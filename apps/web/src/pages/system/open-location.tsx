import { UnderDevelopment } from '../../shared/ui/under-development';

/** /open-location: built by a later issue; until then the frame shows the under-development view. */
export default function SystemOpenLocationPage() {
  return <UnderDevelopment />;
}
