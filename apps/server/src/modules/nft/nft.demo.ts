import crypto from 'node:crypto';
import { ACCOUNT_TYPES, NFT_PAY_TYPE } from '@tidemark/contracts';
import { postJournal, systemAccount, userAccount } from '../../ledger';
import { hashPassword } from '../../platform/passwords';
import { gradientPng, tideGif, toneWav } from './nft.media-gen';
import * as repo from './nft.repo';
import type { Deps } from './nft.shared';
import { storeMedia } from './nft.uploads';

const USDT = 3;
const DAY = 86_400;

/** The demo artist who can sign in: she sells, and bids in others' auctions (the e2e journey). */
export const DEMO_ARTIST = { email: 'mira.artist@tidemark.dev', password: 'artist-pass-1' };

/** A blind-box series: the seed stays secret, its SHA-256 is public from now on. */
export async function createSeries(
  deps: Deps,
  s: {
    code: string;
    name: string;
    artistId: number;
    price: string;
    supply: number;
    cover: string;
    startS: number;
    endS: number;
    pool: Array<{ name: string; rarity: string; weight: number; kind: number; media: string }>;
  },
): Promise<number> {
  const seed = crypto.randomBytes(32);
  return deps.db.tx(async (tx) => {
    const seriesId = await repo.insertSeries(tx, {
      seed: seed.toString('hex'),
      seedHash: crypto.createHash('sha256').update(seed).digest('hex'),
      supply: s.supply,
    });
    for (const p of s.pool) await repo.insertPoolEntry(tx, { seriesId, ...p });
    const id = await repo.nextItemId(tx);
    await repo.insertItemWithId(tx, id, {
      code: s.code,
      kind: 1,
      currencyId: USDT,
      name: s.name,
      description: 'A blind box: what is inside was fixed by a committed seed before the sale.',
      authorId: s.artistId,
      ownerId: s.artistId,
      collectionId: null,
      media: s.cover,
      poster: null,
      rarity: 'N',
      tokenId: String(id),
      payType: NFT_PAY_TYPE.box,
      listing: 'active',
      price: s.price,
      perIncrease: '0',
      margin: '0',
      startS: s.startS,
      endS: s.endS,
      seriesId,
      isBox: false,
      nowS: s.startS,
    });
    return seriesId;
  });
}

/**
 * Demo catalogue (idempotent): two artists; an image, a GIF and an audio piece at a fixed
 * price or at auction (one ending within the hour); a blind-box series. All media are made
 * here. No video: nothing on this machine can encode one without a heavy native dependency.
 */
export async function seedNftDemo(deps: Deps): Promise<void> {
  if (await repo.itemCodeExists(deps.db, 'DEMO-TIDE-1')) return;
  const nowS = deps.clock.nowSeconds();
  const mira = await repo.ensureDemoUser(
    deps.db,
    DEMO_ARTIST.email,
    'DEMOARTIST1',
    await hashPassword(DEMO_ARTIST.password),
  );
  // Her starting balance comes from the demo faucet by journal, like the demo user's.
  await deps.db.tx(async (tx) =>
    postJournal(
      tx,
      {
        key: `demo:nft-artist:${mira}`,
        reason: 'demo_faucet',
        refType: 'demo',
        refId: mira,
        actor: 'system:demo',
      },
      [
        {
          accountId: await systemAccount(tx, 'demo_faucet', USDT),
          bucket: 'available',
          amount: '-1000',
        },
        {
          accountId: await userAccount(tx, mira, USDT, ACCOUNT_TYPES.change),
          bucket: 'available',
          amount: '1000',
        },
      ],
    ),
  );
  const oskar = await repo.ensureDemoUser(deps.db, 'oskar.artist@tidemark.dev', 'DEMOARTIST2');
  await repo.upsertArtist(deps.db, {
    userId: mira,
    name: 'Mira Vale',
    bio: 'Coastal light studies in gradients and rings.',
    nowS,
  });
  await repo.upsertArtist(deps.db, {
    userId: oskar,
    name: 'Oskar Lund',
    bio: 'Small sounds and blinking loops.',
    nowS,
  });
  const png = (seed: number, a: [number, number, number], b: [number, number, number]) =>
    storeMedia(deps, seed, gradientPng(96, a, b));
  // Large enough that lists get generated thumbnails.
  const big = (seed: number, a: [number, number, number], b: [number, number, number]) =>
    storeMedia(deps, seed, gradientPng(512, a, b));
  const tide = await big(mira, [10, 60, 120], [120, 200, 230]);
  const dusk = await big(mira, [90, 30, 80], [250, 160, 90]);
  const loop = await storeMedia(deps, oskar, tideGif([20, 120, 200], [240, 200, 60]));
  const bell = await storeMedia(deps, oskar, toneWav(660, 1.5));
  const bellPoster = await png(oskar, [30, 30, 40], [200, 180, 120]);
  const studies = await repo.ensureCollection(deps.db, mira, 'Light studies');
  const sounds = await repo.ensureCollection(deps.db, oskar, 'Loops and bells');
  const base = {
    currencyId: USDT,
    description: '',
    poster: null as string | null,
    perIncrease: '0',
    margin: '0',
    seriesId: null,
    isBox: false,
    nowS,
    listing: 'active' as const,
  };
  const items = [
    {
      code: 'DEMO-TIDE-1',
      kind: 1,
      name: 'Tide Study No. 1',
      authorId: mira,
      collectionId: studies,
      media: tide.name,
      rarity: 'R',
      payType: 1,
      price: '100',
      startS: nowS - DAY,
      endS: nowS + 365 * DAY,
    },
    {
      code: 'DEMO-DUSK-1',
      kind: 1,
      name: 'Dusk Harbour',
      authorId: mira,
      collectionId: studies,
      media: dusk.name,
      rarity: 'SR',
      payType: 1,
      price: '250',
      startS: nowS - DAY,
      endS: nowS + 365 * DAY,
    },
    {
      code: 'DEMO-LOOP-1',
      kind: 2,
      name: 'Lighthouse Blink',
      authorId: oskar,
      collectionId: sounds,
      media: loop.name,
      rarity: 'N',
      payType: 1,
      price: '40',
      startS: nowS - DAY,
      endS: nowS + 365 * DAY,
    },
    {
      code: 'DEMO-BELL-1',
      kind: 3,
      name: 'Harbour Bell',
      authorId: oskar,
      collectionId: sounds,
      media: bell.name,
      rarity: 'SR',
      payType: 2,
      price: '200',
      startS: nowS - 60,
      endS: nowS + 3600,
      perIncrease: '10',
      margin: '20',
      poster: bellPoster.name,
    },
    {
      code: 'DEMO-DUSK-2',
      kind: 1,
      name: 'Dusk Harbour II',
      authorId: mira,
      collectionId: studies,
      media: dusk.name,
      rarity: 'R',
      payType: 2,
      price: '100',
      startS: nowS - 60,
      endS: nowS + 7 * DAY,
      perIncrease: '5',
      margin: '10',
    },
  ];
  for (const it of items) {
    const id = await repo.nextItemId(deps.db);
    await repo.insertItemWithId(deps.db, id, {
      ...base,
      ...it,
      ownerId: it.authorId,
      tokenId: String(id),
    });
  }
  const shells = [
    ['Shell (common)', 'N', 60, [200, 190, 170], [120, 110, 90]],
    ['Pearl (rare)', 'R', 25, [230, 230, 240], [150, 160, 200]],
    ['Coral (super rare)', 'SR', 12, [250, 120, 100], [160, 40, 60]],
    ['Nautilus (legendary)', 'SSR', 3, [250, 220, 90], [60, 40, 120]],
  ] as const;
  const pool = [];
  for (const [name, rarity, weight, a, b] of shells) {
    const m = await png(mira, [...a], [...b]);
    pool.push({ name, rarity, weight, kind: 1, media: m.name });
  }
  const cover = await png(mira, [20, 40, 60], [60, 140, 160]);
  await createSeries(deps, {
    code: 'DEMO-BOX-SHELLS',
    name: 'Shell Box',
    artistId: mira,
    price: '20',
    supply: 500,
    cover: cover.name,
    startS: nowS - 60,
    endS: nowS + 3 * DAY,
    pool,
  });
}
