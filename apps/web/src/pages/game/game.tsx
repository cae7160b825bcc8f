import { GameView } from '../../features/community';

/** pages/game/game: the mini game, for points only. */
export default function GamePage() {
  return <GameView />;
}
