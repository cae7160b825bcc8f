/** What the OTC parts share: their deps and a small helper. */
import type { Platform } from '../../platform/module';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>;

export const unique = (ids: number[]) => [...new Set(ids)];
