import { UnderDevelopment } from '../../shared/ui/under-development';

/** /choose-location: built by a later issue; until then the frame shows the under-development view. */
export default function SystemChooseLocationPage() {
  return <UnderDevelopment />;
}
