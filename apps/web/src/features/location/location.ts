import { findRoute, routeUrlFromText, type RouteUrl } from '../../shared/routing/route-table';

/**
 * The description's two system pages, as the framework it was written for had them: one picks a
 * place and hands it back to the page that asked (`?return=`), one shows a place and opens it in
 * the phone's map app. A place travels in the query as `latitude`, `longitude`, `name`, `address`.
 */
export interface Place {
  latitude: string;
  longitude: string;
  name: string;
  address: string;
}

/** Decimal degrees as typed: optional sign, digits, at most 6 decimals (about 10 cm). */
const DEGREES = /^-?\d{1,3}(\.\d{1,6})?$/;
const MAX_TEXT = 80;

export type CoordinateProblem = 'latitudeInvalid' | 'longitudeInvalid';

/** The problem with typed coordinates, or null when both are valid degrees in range. */
export function coordinateProblem(latitude: string, longitude: string): CoordinateProblem | null {
  if (!DEGREES.test(latitude) || Math.abs(Number(latitude)) > 90) return 'latitudeInvalid';
  if (!DEGREES.test(longitude) || Math.abs(Number(longitude)) > 180) return 'longitudeInvalid';
  return null;
}

/** Degrees from the browser's position, rounded to the 6 decimals a place is kept at. */
export const degrees = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** The place in a query, or null when its coordinates are missing or out of range. */
export function placeFromQuery(query: URLSearchParams): Place | null {
  const latitude = query.get('latitude')?.trim() ?? '';
  const longitude = query.get('longitude')?.trim() ?? '';
  if (coordinateProblem(latitude, longitude)) return null;
  return {
    latitude,
    longitude,
    name: (query.get('name') ?? '').trim().slice(0, MAX_TEXT),
    address: (query.get('address') ?? '').trim().slice(0, MAX_TEXT),
  };
}

/** 22.284681, 114.158177 as 22.284681° N, 114.158177° E. */
export function formatPlace(p: Pick<Place, 'latitude' | 'longitude'>): string {
  const lat = Number(p.latitude);
  const lng = Number(p.longitude);
  const abs = (v: string) => v.replace(/^-/, '');
  return `${abs(p.latitude)}° ${lat < 0 ? 'S' : 'N'}, ${abs(p.longitude)}° ${lng < 0 ? 'W' : 'E'}`;
}

/** The OS map app (Android and most phone browsers hand `geo:` to it). */
export function geoUri(p: Place): string {
  const label = p.name ? `(${encodeURIComponent(p.name)})` : '';
  return `geo:${p.latitude},${p.longitude}?q=${p.latitude},${p.longitude}${label}`;
}

/** The same place on OpenStreetMap, for a browser without a map app. */
export function webMapUrl(p: Place): string {
  return `https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=16/${p.latitude}/${p.longitude}`;
}

const SHOW_PATH = '/open-location';

/**
 * Where a chosen place goes: the `return` page when it is one of this app's routes (never
 * another site, so the picker cannot be used to send users elsewhere), otherwise the page that
 * shows it.
 */
export function returnPath(query: URLSearchParams): RouteUrl {
  const asked = query.get('return') ?? '';
  const safe = asked.startsWith('/') && !asked.startsWith('//') && findRoute(asked) !== undefined;
  return routeUrlFromText(safe ? asked : SHOW_PATH);
}
