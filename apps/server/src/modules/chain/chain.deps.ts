import type { Platform } from '../../platform/module';

/** What the chain module uses: the platform only (the wallet's tables are reached through its repo functions). */
export type ChainDeps = Pick<Platform, 'db' | 'realtime' | 'config' | 'log' | 'clock'>;
