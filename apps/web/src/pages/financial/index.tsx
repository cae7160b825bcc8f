import { useSearchParams } from '../../shared/routing/router';
import { FinancialView, type FinancialTab } from '../../features/earn';

/** /pages/financial/index: DeFi and cloud mining; `?tab=cloud` opens cloud mining. */
export default function FinancialIndexPage() {
  const [params, setParams] = useSearchParams();
  const tab: FinancialTab = params.get('tab') === 'cloud' ? 'cloud' : 'defi';
  return (
    <FinancialView
      tab={tab}
      onTabChange={(next) =>
        setParams(
          (p) => {
            const updated = new URLSearchParams(p);
            updated.set('tab', next);
            return updated;
          },
          { replace: true },
        )
      }
    />
  );
}
