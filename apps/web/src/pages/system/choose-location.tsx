import { ChooseLocationView } from '../../features/location';

/** /choose-location: the framework's location picker — the device's position or typed coordinates. */
export default function SystemChooseLocationPage() {
  return <ChooseLocationView />;
}
