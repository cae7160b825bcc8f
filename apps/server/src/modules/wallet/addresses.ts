import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { base58xrp, bech32, createBase58check } from '@scure/base';

/**
 * Deposit addresses derived from one HD public key (no private key on the server):
 * path m/<chain index>/<user id>. Real formats: BTC and LTC native SegWit, EVM with the
 * EIP-55 checksum (ERC20, BEP20), TRON base58check, DOGE P2PKH, XRP classic addresses.
 */
export const CHAIN_INDEX: Record<string, number> = {
  BTC: 0,
  ERC20: 1,
  BEP20: 2,
  TRC20: 3,
  DOGE: 4,
  LTC: 5,
  XRP: 6,
};
const b58check = createBase58check(sha256);
const hash160 = (pub: Uint8Array) => ripemd160(sha256(pub));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

function evmAddress(pub: Uint8Array): string {
  const raw = secp256k1.Point.fromBytes(pub).toBytes(false).slice(1);
  const body = hex(keccak_256(raw).slice(-20));
  const digest = hex(keccak_256(new TextEncoder().encode(body)));
  return `0x${[...body].map((c, i) => (parseInt(digest[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

function tronAddress(pub: Uint8Array): string {
  const raw = secp256k1.Point.fromBytes(pub).toBytes(false).slice(1);
  return b58check.encode(Uint8Array.from([0x41, ...keccak_256(raw).slice(-20)]));
}

function xrpAddress(pub: Uint8Array): string {
  const payload = Uint8Array.from([0x00, ...hash160(pub)]);
  const checksum = sha256(sha256(payload)).slice(0, 4);
  return base58xrp.encode(Uint8Array.from([...payload, ...checksum]));
}

export function addressFor(
  xpub: string,
  chain: string,
  userId: number,
): { address: string; path: string } {
  const index = CHAIN_INDEX[chain];
  if (index === undefined) throw new Error(`no address format for chain ${chain}`);
  if (!Number.isSafeInteger(userId) || userId < 0 || userId >= 2 ** 31)
    throw new Error('user id out of range for derivation');
  const path = `m/${index}/${userId}`;
  const pub = HDKey.fromExtendedKey(xpub).derive(path).publicKey;
  if (!pub) throw new Error('derivation failed');
  const address =
    chain === 'BTC'
      ? bech32.encode('bc', [0, ...bech32.toWords(hash160(pub))])
      : chain === 'LTC'
        ? bech32.encode('ltc', [0, ...bech32.toWords(hash160(pub))])
        : chain === 'DOGE'
          ? b58check.encode(Uint8Array.from([0x1e, ...hash160(pub)]))
          : chain === 'TRC20'
            ? tronAddress(pub)
            : chain === 'XRP'
              ? xrpAddress(pub)
              : evmAddress(pub);
  return { address, path };
}

let demoXpubMemo: string | undefined;
/**
 * Demo-only key from a fixed seed, used when DEPOSIT_XPUB is unset. Never for real funds.
 * Derived on first use: the curve arithmetic cost every start about 0.1 s.
 */
export function demoXpub(): string {
  demoXpubMemo ??= HDKey.fromMasterSeed(
    sha256(new TextEncoder().encode('tidemark demo deposit seed')),
  ).publicExtendedKey;
  return demoXpubMemo;
}

const bech = (hrp: string, a: string) => {
  try {
    const d = bech32.decode(a as `${string}1${string}`);
    return d.prefix === hrp && d.words[0] === 0;
  } catch {
    return false;
  }
};
const b58 = (a: string, version: number) => {
  try {
    const d = b58check.decode(a);
    return d.length === 21 && d[0] === version;
  } catch {
    return false;
  }
};

/** Checks a withdrawal address against its chain's format (with checksums where they exist). */
export function isValidAddress(chain: string, address: string): boolean {
  switch (chain) {
    case 'BTC':
      return bech('bc', address.toLowerCase()) || b58(address, 0x00) || b58(address, 0x05);
    case 'LTC':
      return bech('ltc', address.toLowerCase()) || b58(address, 0x30) || b58(address, 0x32);
    case 'DOGE':
      return b58(address, 0x1e) || b58(address, 0x16);
    case 'TRC20':
      return b58(address, 0x41);
    case 'ERC20':
    case 'BEP20':
      return /^0x[0-9a-fA-F]{40}$/.test(address);
    case 'XRP':
      return /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address);
    case 'SOL':
      return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address);
    case 'ADA':
      return /^addr1[0-9a-z]{50,120}$/.test(address);
    default:
      return false;
  }
}
