import { useSearchParams } from '../../shared/routing/router';
import { MarketScreen, marketTabFrom, type MarketTab } from '../../features/market';

/** pages/market/market (also opened as pages/quotation/index): `?tab=` picks the tab. */
export default function MarketMarketPage() {
  const [params, setParams] = useSearchParams();
  const tab = marketTabFrom(params.get('tab'));
  const onTabChange = (next: MarketTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return <MarketScreen tab={tab} onTabChange={onTabChange} />;
}
