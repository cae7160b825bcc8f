import { TraderList } from '../../features/copytrade';

/** pages/copytrade/copy: the trader ranking (sort by PnL, win rate, followers). */
export default function CopytradeCopyPage() {
  return <TraderList profilePath="/pages/copytrade/trader" />;
}
