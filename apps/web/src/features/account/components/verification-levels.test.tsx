import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RealState } from '@tidemark/contracts';
import { renderWithProviders, startSignedIn } from '../../../shared/testing/render';
import { VerificationLevels } from './verification-levels';

beforeAll(() => startSignedIn());
afterEach(cleanup);

const level = (state: RealState['basic']['state']) => ({ state, reason: '', submitted_at: null });
const STATE: RealState = {
  real_status: 0,
  review_status: 0,
  advanced_review_status: 0,
  level: 0,
  basic: level('not_verified'),
  advanced: level('not_verified'),
  email_bound: true,
  phone_bound: true,
  name: null,
  id_type: null,
  card_id: null,
};

describe('verification levels', () => {
  it('offers level 1 to a user who has not asked for it', () => {
    renderWithProviders(<VerificationLevels state={STATE} />);
    expect(screen.getByTestId('levels-verify').textContent).toBe('Start level 1 verification');
  });

  it('shows level 1 in review, with nothing to start, once it is sent', () => {
    renderWithProviders(<VerificationLevels state={{ ...STATE, basic: level('in_review') }} />);
    expect(screen.queryByTestId('levels-verify')).toBeNull();
    const review = screen.getByTestId('levels-in-review');
    expect(review.textContent).toBe('Level 1 verification is in review');
    expect((review as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows level 2 in review to a level 1 user who has sent it', () => {
    renderWithProviders(
      <VerificationLevels
        state={{ ...STATE, level: 1, basic: level('verified'), advanced: level('in_review') }}
      />,
    );
    expect(screen.queryByTestId('levels-verify')).toBeNull();
    expect(screen.getByTestId('levels-in-review').textContent).toBe(
      'Level 2 verification is in review',
    );
  });
});
