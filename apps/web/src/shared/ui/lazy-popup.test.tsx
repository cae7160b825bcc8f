import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type * as Antd from 'antd-mobile';
import type { PopupProps } from 'antd-mobile';
import { renderWithProviders } from '../testing/render';
import { LazyPopup } from './lazy-popup';

/** Every render of antd-mobile's Popup, by the visibility it was given. */
const renders = vi.hoisted(() => [] as Array<boolean | undefined>);
vi.mock('antd-mobile', async (original) => {
  const antd = await original<typeof Antd>();
  const Popup = (props: PopupProps) => {
    renders.push(props.visible);
    return createElement(antd.Popup, props);
  };
  return { ...antd, Popup };
});

/** How many times the Popup's module was loaded: its factory runs on the first import only. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./popup-sheet', async (original) => {
  loads.count += 1;
  return original();
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        toggle
      </button>
      <LazyPopup visible={open} onMaskClick={() => setOpen(false)}>
        <p data-testid="sheet-body">terms</p>
      </LazyPopup>
    </>
  );
}

const popup = () => document.querySelector('.adm-popup');

describe('LazyPopup', () => {
  afterEach(cleanup);

  it('mounts nothing until first opened, then opens, closes and opens again', async () => {
    const { user } = renderWithProviders(<Opener />);
    // Closed from the start: no Popup at all (no spring, drag handling or mask), and its
    // module (with the spring and gesture libraries) not even loaded.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    expect(renders).toEqual([]);
    expect(popup()).toBeNull();
    expect(screen.queryByTestId('sheet-body')).toBeNull();

    await user.click(screen.getByText('toggle'));
    await waitFor(() => expect(screen.getByTestId('sheet-body')).toBeTruthy());
    expect(loads.count).toBe(1);
    // Mounted closed, then opened: it slides in instead of appearing.
    await waitFor(() => expect(renders.at(-1)).toBe(true));
    expect(renders[0]).toBe(false);
    await waitFor(() => expect((popup() as HTMLElement).style.display).not.toBe('none'));

    // Closing keeps it mounted and hides it once its animation ends.
    await user.click(screen.getByText('toggle'));
    await waitFor(() =>
      expect((popup() as HTMLElement | null)?.style.display ?? 'none').toBe('none'),
    );
    expect(popup()).not.toBeNull();

    await user.click(screen.getByText('toggle'));
    await waitFor(() => expect((popup() as HTMLElement).style.display).not.toBe('none'));
  });

  it('opens in a tab that draws no frames, and mounts at once when asked to render closed', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      const { user } = renderWithProviders(<Opener />);
      await user.click(screen.getByText('toggle'));
      await waitFor(() => expect(screen.getByTestId('sheet-body')).toBeTruthy());
      await waitFor(() => expect((popup() as HTMLElement).style.display).not.toBe('none'));
    } finally {
      frames.mockRestore();
    }
    renders.length = 0;
    renderWithProviders(
      <LazyPopup visible={false} forceRender>
        <p data-testid="forced-body">terms</p>
      </LazyPopup>,
    );
    expect(renders).toEqual([false]);
    expect(screen.getByTestId('forced-body')).toBeTruthy();
  });
});
