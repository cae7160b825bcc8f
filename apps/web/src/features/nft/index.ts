/**
 * What pages use of the NFT marketplace: the market, an artwork, blind boxes, the user's
 * NFTs, resale, artists and the collection.
 */
export { NftMarket } from './components/market';
export { ArtworkDetail } from './components/artwork-detail';
export { BlindBoxPage } from './components/box';
export { MyNfts } from './components/mine';
export { ResellForm } from './components/resell';
export { ArtistDetail, ArtistList, CollectionList } from './components/artists';
export { codeParam, idParam } from './params';
