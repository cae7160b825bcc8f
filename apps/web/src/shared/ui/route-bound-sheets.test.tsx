import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import { installImperativeRender } from './imperative-render';
import { renderWithProviders } from '../testing/render';
import { ActionSheet } from './action-sheet';
import { confirmDialog } from './confirm-dialog';
import { LazyPopup } from './lazy-popup';
import { enterPlace } from './route-bound-sheets';

// The tests resolve 'antd-mobile' to its CommonJS build, whose imperative renderer (Dialog's)
// the app's start-up does not reach: give it the app's React 19 renderer.
installImperativeRender(unstableSetRender);

/**
 * Whether the sheet holding `testId` shows: its popup is displayed and its body is not slid out
 * of view. A closed sheet's body is out of view as soon as its spring ends; the popup's display
 * follows a frame later, and jsdom's frames come late on a busy machine.
 */
const shown = (testId: string) => {
  const body = screen.queryByTestId(testId);
  const popup = body?.closest('.adm-popup') as HTMLElement | null | undefined;
  const slide = body?.closest('.adm-popup-body') as HTMLElement | null | undefined;
  return Boolean(
    popup && popup.style.display !== 'none' && !slide?.style.transform.includes('100%'),
  );
};

function Sheets({ closes }: { closes: string[] }) {
  const [sheet, setSheet] = useState(false);
  const [actions, setActions] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        open sheet
      </button>
      <button type="button" onClick={() => setActions(true)}>
        open actions
      </button>
      <LazyPopup
        visible={sheet}
        onClose={() => {
          closes.push('sheet');
          setSheet(false);
        }}
      >
        <p data-testid="sheet-body">terms</p>
      </LazyPopup>
      <ActionSheet
        visible={actions}
        actions={[{ key: 'a', text: <span data-testid="action-a">A</span> }]}
        onClose={() => {
          closes.push('actions');
          setActions(false);
        }}
      />
    </>
  );
}

describe('sheets and dialogs close when the location changes', () => {
  afterEach(cleanup);

  it('closes an open sheet and action sheet, telling their owners; the same place keeps them', async () => {
    act(() => enterPlace('k1 /pages/fund/fundTransfer'));
    const closes: string[] = [];
    const { user } = renderWithProviders(<Sheets closes={closes} />);
    await user.click(screen.getByText('open sheet'));
    await user.click(screen.getByText('open actions'));
    await waitFor(() => expect(shown('sheet-body')).toBe(true));
    await waitFor(() => expect(shown('action-a')).toBe(true));

    act(() => enterPlace('k1 /pages/fund/fundTransfer'));
    expect(closes).toEqual([]);

    act(() => enterPlace('k2 /pages/fund/assets'));
    expect(closes.sort()).toEqual(['actions', 'sheet']);
    await waitFor(() => expect(shown('sheet-body')).toBe(false));
    await waitFor(() => expect(shown('action-a')).toBe(false));

    // Opened again on the new place, it shows.
    await user.click(screen.getByText('open sheet'));
    await waitFor(() => expect(shown('sheet-body')).toBe(true));
  });

  it('hides a sheet whose owner ignores the close until the owner closes and opens it', async () => {
    act(() => enterPlace('k3 /a'));
    function Stubborn() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            toggle
          </button>
          <LazyPopup visible={open}>
            <p data-testid="stubborn-body">terms</p>
          </LazyPopup>
        </>
      );
    }
    const { user } = renderWithProviders(<Stubborn />);
    await waitFor(() => expect(shown('stubborn-body')).toBe(true));
    act(() => enterPlace('k4 /b'));
    await waitFor(() => expect(shown('stubborn-body')).toBe(false));
    await user.click(screen.getByText('toggle'));
    await user.click(screen.getByText('toggle'));
    await waitFor(() => expect(shown('stubborn-body')).toBe(true));
  });

  it('answers a confirmation left behind by a navigation with false, and closes it', async () => {
    act(() => enterPlace('k5 /pages/fund/fundTransfer'));
    renderWithProviders(<p>page</p>);
    let answer: boolean | undefined;
    act(() => {
      void confirmDialog({ content: 'Move 10 USDT?', confirmText: 'Confirm' }).then((ok) => {
        answer = ok;
      });
    });
    await waitFor(() => expect(screen.getByText('Move 10 USDT?')).toBeTruthy());
    // Its buttons speak the app's language, not antd-mobile's own default (Chinese).
    expect(screen.queryByText('取消')).toBeNull();
    expect(screen.queryByText('确定')).toBeNull();
    act(() => enterPlace('k6 /pages/fund/assets'));
    await waitFor(() => expect(answer).toBe(false));
    await waitFor(() => expect(screen.queryByText('Move 10 USDT?')).toBeNull());
  });

  it('answers false and shows nothing when the location changes before the dialog has loaded', async () => {
    act(() => enterPlace('k8 /pages/fund/fundTransfer'));
    renderWithProviders(<p>page</p>);
    let answer: boolean | undefined;
    act(() => {
      void confirmDialog({ content: 'Move 20 USDT?' }).then((ok) => {
        answer = ok;
      });
      // Dialog's module loads with the first confirmation: the page changes before it is there.
      enterPlace('k9 /pages/fund/assets');
    });
    await waitFor(() => expect(answer).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Move 20 USDT?')).toBeNull();
  });

  it('still answers true when confirmed on its own place', async () => {
    act(() => enterPlace('k7 /pages/fund/fundTransfer'));
    const { user } = renderWithProviders(<p>page</p>);
    let answer: boolean | undefined;
    act(() => {
      void confirmDialog({ content: 'Move 5 USDT?', confirmText: 'Yes' }).then((ok) => {
        answer = ok;
      });
    });
    await waitFor(() => expect(screen.getByText('Yes')).toBeTruthy());
    await user.click(screen.getByText('Yes'));
    await waitFor(() => expect(answer).toBe(true));
  });
});

/** The app's sources, to keep antd-mobile's sheets and dialogs behind the wrappers above. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// popup-sheet.ts and dialog-sheet.ts are the modules lazy-popup.tsx and confirm-dialog.ts
// load on first use.
const WRAPPERS = [
  './lazy-popup.tsx',
  './popup-sheet.ts',
  './action-sheet.tsx',
  './confirm-dialog.ts',
  './dialog-sheet.ts',
];
const SHEETS = ['Popup', 'Dialog', 'ActionSheet', 'Modal', 'CenterPopup'];

describe('pages build sheets and dialogs only on the route-bound wrappers', () => {
  it('imports no antd-mobile sheet or dialog outside the wrappers', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (WRAPPERS.includes(file)) continue;
      for (const match of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'antd-mobile'/g)) {
        const names = (match[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]);
        for (const name of names) if (name && SHEETS.includes(name)) found.push(`${file}: ${name}`);
      }
      if (
        /from\s+'antd-mobile\/es\/components\/(popup|dialog|action-sheet|modal|center-popup)'/.test(
          text,
        )
      )
        found.push(`${file}: deep import`);
    }
    expect(found).toEqual([]);
  });
});
