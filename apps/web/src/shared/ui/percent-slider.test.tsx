import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { PercentSlider } from './percent-slider';

function Share({
  onChange,
  disabled,
}: {
  onChange: (percent: number) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(0);
  return (
    <PercentSlider
      value={value}
      marks={[0, 25, 50, 75, 100]}
      label="Share"
      disabled={disabled}
      onChange={(percent) => {
        onChange(percent);
        setValue(percent);
      }}
      testId="share"
    />
  );
}

describe('PercentSlider', () => {
  afterEach(cleanup);

  it('is a named range from 0 to 100 that says its value as a percent', async () => {
    const changed = vi.fn();
    const { user } = renderWithProviders(<Share onChange={changed} />);
    const slider = screen.getByRole('slider', { name: 'Share' });
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['0', '100']);
    expect(slider.getAttribute('step')).toBe('1');
    expect(slider.getAttribute('aria-valuetext')).toBe('0%');

    // Dragging (or the keys) moves it a percent at a time.
    fireEvent.change(slider, { target: { value: '37' } });
    expect(changed).toHaveBeenLastCalledWith(37);
    expect(slider.getAttribute('aria-valuetext')).toBe('37%');

    // A mark sets its share with a tap; the chosen mark is pressed.
    await user.click(screen.getByRole('button', { name: '75%' }));
    expect(changed).toHaveBeenLastCalledWith(75);
    expect((slider as HTMLInputElement).value).toBe('75');
    expect(screen.getByRole('button', { name: '75%' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '25%' }).getAttribute('aria-pressed')).toBe('false');
    // The share already chosen changes nothing.
    await user.click(screen.getByRole('button', { name: '75%' }));
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('takes no input while disabled', async () => {
    const changed = vi.fn();
    const { user } = renderWithProviders(<Share onChange={changed} disabled />);
    expect((screen.getByRole('slider', { name: 'Share' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '50%' }));
    expect(changed).not.toHaveBeenCalled();
  });
});
