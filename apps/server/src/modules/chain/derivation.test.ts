import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { privateKeyToAccount } from 'viem/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

/** BIP32's first published test vector: its seed and master public key. */
const SEED = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const XPUB =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';

/** ERC20 deposit addresses at m/1/<user id>, EIP-55 checksummed. */
const VECTORS: Array<[number, string]> = [
  [7, '0x743A691e13c8a55B70732ECbcE6b1F216d6e7203'],
  [42, '0x0AfF37BD7c38c93Fd18399cc02F6b678B79f9c51'],
  [123456, '0xAfBbbd7C58c2800b9CcB1423D83e4Da6eD242c7b'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ depositXpub: XPUB });
});
afterAll(() => t?.close());

describe('deposit address derivation (ERC20, m/1/<user id>)', () => {
  it('gives from the public key alone the addresses the private keys of the same path sign for', async () => {
    const master = HDKey.fromMasterSeed(SEED);
    expect(master.publicExtendedKey).toBe(XPUB);
    for (const [userId, expected] of VECTORS) {
      const key = master.derive(`m/1/${userId}`).privateKey!;
      expect(privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`).address).toBe(expected);
      await t.db.query(
        `INSERT INTO users (id, email, password_hash, extension_code) VALUES ($1, $2, 'x', $3)`,
        [userId, `vector${userId}@test.dev`, `V${userId}`],
      );
      const given = await t.app.services.wallet.depositAddress(userId, 3, 'ERC20');
      expect(given.address).toBe(expected);
      const stored = await t.db.query(
        'SELECT address, hd_path FROM deposit_addresses WHERE user_id = $1',
        [userId],
      );
      expect(stored.rows).toEqual([{ address: expected, hd_path: `m/1/${userId}` }]);
    }
  });
});
