import type { AppModule } from '../platform/module';
import { siteModule } from './site';
import { accountModule } from './account';
import { adminModule } from './admin';
import { walletModule } from './wallet';
import { marketModule } from './market';
import { contentModule } from './content';
import { spotModule } from './spot';

/** Every business area, in registration order. */
export const modules: AppModule[] = [siteModule, accountModule, adminModule, contentModule, marketModule, walletModule, spotModule];
