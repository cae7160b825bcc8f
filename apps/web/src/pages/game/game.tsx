import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/game/game: built by a later issue; until then the frame shows the under-development view. */
export default function GameGamePage() {
  return <UnderDevelopment />;
}
