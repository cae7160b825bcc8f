import { navigateBack } from '../../../shared/routing/navigation';
import { HOME_PATH } from '../../../shared/routing/route-table';
import { useAreaChoiceStore, useChosenArea } from '../hooks/use-area-choice';
import { AreaList } from './area-list';

/**
 * The area pages of the description: choosing an area remembers it for the next phone form
 * (they open the same list in a sheet) and goes back.
 */
export function AreaPage() {
  const chosen = useChosenArea();
  const choose = useAreaChoiceStore((s) => s.choose);
  return (
    <div data-testid="area-page">
      <AreaList
        value={chosen.iso}
        onSelect={(iso) => {
          choose(iso);
          navigateBack(HOME_PATH);
        }}
      />
    </div>
  );
}
