import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import {
  buildTree,
  proofPath,
  userHash,
  type LiabilityProof,
  type LiabilityRoot,
  type Reserves,
  type Sums,
} from '@tidemark/contracts';
import {
  apiServer,
  errorEnvelope,
  okEnvelope,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { VerifyBalance } from './verify-balance';

setUpSignedInApi();

const SALT = '5a'.repeat(32);

/** A real three-user tree, so the page's check runs on genuine hashes. */
async function snapshot(): Promise<{ root: LiabilityRoot; proof: LiabilityProof }> {
  const users: Array<{ id: number; salt: string; balances: Sums }> = [
    { id: 7, salt: SALT, balances: { USDT: '150.25', BTC: '1.5' } },
    { id: 8, salt: '6b'.repeat(32), balances: { BTC: '0.3' } },
    { id: 9, salt: '7c'.repeat(32), balances: { USDT: '7' } },
  ];
  const leaves = await Promise.all(
    users.map(async (u) => ({ userHash: await userHash(u.salt, u.id), balances: u.balances })),
  );
  const tree = await buildTree(leaves);
  const root: LiabilityRoot = {
    day: '2031-03-05',
    root_hash: tree.root.hash,
    totals: tree.root.sums,
    leaf_count: 3,
    taken_at: 1_930_000_000,
  };
  const index = tree.indexOf[0]!;
  return {
    root,
    proof: {
      version: 1,
      root,
      leaf: {
        index,
        user_id: 7,
        salt: SALT,
        user_hash: leaves[0]!.userHash,
        balances: { BTC: '1.5', USDT: '150.25' },
        hash: tree.levels[0]![index]!.hash,
      },
      path: proofPath(tree.levels, index),
    },
  };
}

const noChains = http.get('*/api/liabilities/reserves', () => okEnvelope({ chains: [] }));

function serve(root: LiabilityRoot | null, proof: () => Response) {
  apiServer.use(
    http.get('*/api/liabilities/root', () => okEnvelope({ snapshot: root })),
    http.get('*/api/liabilities/proof', proof),
    noChains,
  );
}

/** Published reserves of one chain: USDT held above what is owed, ETH below it. */
const reserves: Reserves = {
  chain: 'ERC20',
  block_number: 1234,
  block_hash: `0x${'ab'.repeat(32)}`,
  computed_at: 1_930_000_000,
  currencies: [
    {
      currency_id: 3,
      currency_name: 'USDT',
      contract: `0x${'12'.repeat(20)}`,
      hot: '470',
      cold: '1000',
      deposit_addresses: '150',
      total: '1620',
      liabilities: '1296',
    },
    {
      currency_id: 2,
      currency_name: 'ETH',
      contract: '',
      hot: '1',
      cold: '0',
      deposit_addresses: '0.5',
      total: '1.5',
      liabilities: '2',
    },
  ],
  addresses: [{ address: `0x${'34'.repeat(20)}`, kind: 'hot', path: null }],
};

describe('Verify my balance', () => {
  it('shows the published root, my balances, a ✓ and the proof to download', async () => {
    const { root, proof } = await snapshot();
    serve(root, () => okEnvelope(proof));
    renderWithProviders(<VerifyBalance />);
    expect((await screen.findByTestId('liab-result-ok')).textContent).toContain('Verified');
    expect(screen.getByTestId('liab-root-hash').textContent).toBe(root.root_hash);
    expect(screen.getByTestId('liab-totals-USDT').textContent).toBe('157.25');
    expect(screen.getByTestId('liab-balances-BTC').textContent).toBe('1.5');
    expect(screen.getByTestId('liab-steps').querySelectorAll('li')).toHaveLength(
      proof.path.length + 1,
    );
    const link = screen.getByTestId('liab-download') as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('tidemark-proof-2031-03-05.json');
    const file = JSON.parse(decodeURIComponent(link.href.replace(/^data:[^,]*,/, ''))) as unknown;
    expect(file).toEqual(proof);
  });

  it('shows the failing step when a balance in the proof was altered', async () => {
    const { root, proof } = await snapshot();
    serve(root, () =>
      okEnvelope({ ...proof, leaf: { ...proof.leaf, balances: { USDT: '9999' } } }),
    );
    renderWithProviders(<VerifyBalance />);
    const failed = await screen.findByTestId('liab-result-failed');
    expect(failed.textContent).toContain('the computed root differs from the published one');
    expect(screen.queryByTestId('liab-result-ok')).toBeNull();
  });

  it('checks against the separately published root, not the copy inside the proof', async () => {
    const { root, proof } = await snapshot();
    serve({ ...root, root_hash: 'f'.repeat(64) }, () => okEnvelope(proof));
    renderWithProviders(<VerifyBalance />);
    expect((await screen.findByTestId('liab-result-failed')).textContent).toContain('the root');
  });

  it('says so when no snapshot was published yet', async () => {
    serve(null, () => errorEnvelope('liabilities_no_snapshot', 'none'));
    renderWithProviders(<VerifyBalance />);
    expect((await screen.findByTestId('liab-empty')).textContent).toContain('No snapshot yet');
  });

  it('explains when I was not part of the snapshot', async () => {
    const { root } = await snapshot();
    serve(root, () => errorEnvelope('liabilities_not_included', 'You had no balance'));
    renderWithProviders(<VerifyBalance />);
    expect(await screen.findByTestId('liab-not-included')).toBeTruthy();
  });

  it('offers a retry when the root cannot be loaded', async () => {
    let calls = 0;
    const { root, proof } = await snapshot();
    apiServer.use(
      http.get('*/api/liabilities/root', () =>
        ++calls === 1 ? errorEnvelope('internal', 'Server busy') : okEnvelope({ snapshot: root }),
      ),
      http.get('*/api/liabilities/proof', () => okEnvelope(proof)),
      noChains,
    );
    const { user } = renderWithProviders(<VerifyBalance />);
    const error = await screen.findByTestId('liab-error');
    await user.click(error.querySelector('button')!);
    expect(await screen.findByTestId('liab-result-ok')).toBeTruthy();
  });

  it('shows the reserves held on chain beside what is owed, per currency, with the ratio', async () => {
    const { root, proof } = await snapshot();
    apiServer.use(
      http.get('*/api/liabilities/root', () => okEnvelope({ snapshot: root })),
      http.get('*/api/liabilities/proof', () => okEnvelope(proof)),
      http.get('*/api/liabilities/reserves', () => okEnvelope({ chains: [reserves] })),
    );
    renderWithProviders(<VerifyBalance />);
    expect((await screen.findByTestId('reserves-ERC20-block')).textContent).toBe('1234');
    expect(screen.getByTestId('reserves-ERC20-USDT-held').textContent).toBe('1,620.00');
    expect(screen.getByTestId('reserves-ERC20-USDT-owed').textContent).toBe('1,296.00');
    expect(screen.getByTestId('reserves-ERC20-USDT-ratio').textContent).toBe('125.00%');
    expect(screen.getByTestId('reserves-ERC20-USDT-covered').dataset.covered).toBe('true');
    expect(screen.getByTestId('reserves-ERC20-ETH-ratio').textContent).toBe('75.00%');
    expect(screen.getByTestId('reserves-ERC20-ETH-covered').dataset.covered).toBe('false');
    expect(screen.getByTestId('reserves-ERC20-ETH-covered').textContent).toContain('Not covered');
  });
});
