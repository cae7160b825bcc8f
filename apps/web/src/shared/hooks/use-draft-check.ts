import { useState } from 'react';

/**
 * An order form's send: the draft is checked first; a problem is shown until the draft changes,
 * and a draft with none opens the confirmation.
 */
export function useDraftCheck<D, P>(draft: D) {
  const [checked, setChecked] = useState<{ draft: D; problem: P } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const problem = checked?.draft === draft ? checked.problem : null;
  /** Takes what checking the draft found (null: nothing wrong). */
  const check = (found: P | null) => {
    if (found) return setChecked({ draft, problem: found });
    setChecked(null);
    setConfirming(true);
  };
  return { problem, check, confirming, setConfirming };
}
