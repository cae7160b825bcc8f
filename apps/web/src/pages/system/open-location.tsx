import { OpenLocationView } from '../../features/location';

/** /open-location: shows a place from the query and opens it in a map. */
export default function SystemOpenLocationPage() {
  return <OpenLocationView />;
}
