import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG } from './catalog';
import { commonErrors, fieldErrors } from './common/errors';
import { ruleErrors } from './rules/errors';
import { accountErrors } from './account/errors';
import { walletErrors } from './wallet/errors';
import { spotErrors } from './spot/errors';
import { optionErrors } from './options/errors';
import { leverErrors } from './lever/errors';
import { copyErrors } from './copytrade/errors';
import { adminErrors } from './admin/errors';
import { launchpadErrors } from './launchpad/errors';
import { dualErrors } from './dual/errors';
import { earnErrors } from './earn/errors';
import { nftErrors } from './nft/errors';
import { communityErrors } from './community/errors';
import { consoleErrors } from './console/errors';
import { otcErrors } from './otc/errors';
import { loanErrors } from './loans/errors';
import { alertErrors } from './alerts/errors';
import { productAdminErrors } from './console/product-errors';
import { liabilityErrors } from './liabilities/errors';
import { tickLogErrors } from './market/tick-log';
import { LANGS } from './common/lang';

const domains = {
  commonErrors,
  ruleErrors,
  accountErrors,
  walletErrors,
  spotErrors,
  optionErrors,
  leverErrors,
  copyErrors,
  adminErrors,
  launchpadErrors,
  dualErrors,
  earnErrors,
  nftErrors,
  communityErrors,
  consoleErrors,
  otcErrors,
  loanErrors,
  alertErrors,
  productAdminErrors,
  liabilityErrors,
  tickLogErrors,
};

describe('error catalogue', () => {
  it('holds every domain code exactly once (no domain silently overrides another)', () => {
    const total = Object.values(domains).reduce((n, d) => n + Object.keys(d).length, 0);
    expect(Object.keys(ERROR_CATALOG)).toHaveLength(total);
  });

  it('has a non-empty text in all 8 languages for every code, and real translations', () => {
    for (const [code, def] of Object.entries({ ...ERROR_CATALOG, ...fieldErrors })) {
      for (const lang of LANGS) expect(def.text[lang]?.trim(), `${code}.${lang}`).toBeTruthy();
      // A catalogue entry copied from English into another language is a missing translation.
      const english: string = def.text.en;
      const copies = LANGS.filter((l) => l !== 'en' && (def.text[l] as string) === english);
      expect(copies, `${code} untranslated in ${copies.join(',')}`).toEqual([]);
    }
  });

  it('uses stable snake_case codes', () => {
    for (const code of Object.keys(ERROR_CATALOG)) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
