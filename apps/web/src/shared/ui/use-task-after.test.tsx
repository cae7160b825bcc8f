import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTaskAfter } from './use-task-after';

function Staged({ ready }: { ready: boolean }) {
  const after = useTaskAfter(ready);
  return (
    <p data-testid="stages">
      {ready ? 'first' : 'none'}/{after ? 'second' : 'none'}
    </p>
  );
}

const stages = () => screen.getByTestId('stages').textContent;
const aTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useTaskAfter', () => {
  afterEach(cleanup);

  it('holds the second part until a task after the first, and keeps it', async () => {
    const view = render(<Staged ready={false} />);
    await aTask();
    await aTask();
    // Not before `ready`.
    expect(stages()).toBe('none/none');
    view.rerender(<Staged ready />);
    // The first part at once, the second not in the same task.
    expect(stages()).toBe('first/none');
    await aTask();
    await aTask();
    expect(stages()).toBe('first/second');
    view.rerender(<Staged ready />);
    expect(stages()).toBe('first/second');
  });
});
