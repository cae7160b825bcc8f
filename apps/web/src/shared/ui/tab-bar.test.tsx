import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { TabBar } from './tab-bar';

const KEYS = ['spot', 'contract', 'seconds'] as const;
type Key = (typeof KEYS)[number];

function Tabs({ onChange }: { onChange: (key: Key) => void }) {
  const [active, setActive] = useState<Key>('spot');
  return (
    <>
      <TabBar
        items={KEYS.map((key) => ({ key, title: key }))}
        active={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
        label="Accounts"
        testId="tabs"
      />
      <output data-testid="panel">{active}</output>
    </>
  );
}

describe('TabBar', () => {
  afterEach(cleanup);

  it('is a tablist whose tabs choose by click and by the arrow keys, Home and End', async () => {
    const changed = vi.fn();
    const { user } = renderWithProviders(<Tabs onChange={changed} />);
    expect(screen.getByRole('tablist', { name: 'Accounts' })).toBeTruthy();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('spot').getAttribute('aria-selected')).toBe('true');
    expect(tab('contract').getAttribute('aria-selected')).toBe('false');
    // Only the chosen tab is in the tab order.
    expect([tab('spot').tabIndex, tab('contract').tabIndex]).toEqual([0, -1]);

    await user.click(tab('seconds'));
    expect(screen.getByTestId('panel').textContent).toBe('seconds');
    // The chosen tab again changes nothing.
    await user.click(tab('seconds'));
    expect(changed).toHaveBeenCalledTimes(1);

    tab('seconds').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('panel').textContent).toBe('spot');
    expect(document.activeElement).toBe(tab('spot'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('panel').textContent).toBe('seconds');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('panel').textContent).toBe('spot');
    await user.keyboard('{End}');
    expect(screen.getByTestId('panel').textContent).toBe('seconds');
    expect(document.activeElement).toBe(tab('seconds'));
    expect(changed.mock.calls.map(([key]) => key)).toEqual([
      'seconds',
      'spot',
      'seconds',
      'spot',
      'seconds',
    ]);
  });
});
