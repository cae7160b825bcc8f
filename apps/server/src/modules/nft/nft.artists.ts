/** Artists: the list, one artist's works and collections, becoming one. */
import type { NftArtist, NftArtistDetail } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import { fail } from '../../platform/errors';
import * as repo from './nft.repo';
import { itemView } from './nft.view';
import { rates, type Deps, type Page } from './nft.shared';

export async function artists(deps: Deps, page: Page) {
  const { rows, total } = await repo.artists(deps.db, page);
  return { rows: rows.map(artistView), total };
}

const artistView = (a: repo.ArtistRow): NftArtist => ({
  uid: a.user_id,
  name: a.name,
  bio: a.bio,
  avatar: a.avatar,
  artworks_number: a.artworks,
});

export async function artistDetail(
  deps: Deps,
  viewer: number | null,
  uid: number,
): Promise<NftArtistDetail> {
  const a = await repo.artist(deps.db, uid);
  if (!a) return fail('not_found');
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const works = await repo.byAuthor(deps.db, uid, viewer);
  return {
    ...artistView(a),
    artworks: works.map((i) => itemView(i, nowS, r)),
    collections: await repo.collectionsOf(deps.db, uid),
    artworks_collect_number: works.reduce((s, i) => s + i.collect_number, 0),
  };
}

export async function becomeArtist(deps: Deps, userId: number, a: { name: string; bio: string }) {
  await repo.upsertArtist(deps.db, { userId, ...a, nowS: deps.clock.nowSeconds() });
  return artistView(must(await repo.artist(deps.db, userId), 'artist'));
}
