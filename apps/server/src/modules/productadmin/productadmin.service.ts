import type { ConsoleSetting, ConsoleSettingUpdate } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { SETTINGS, isSettingKey, storedSettings, writeSetting } from '../../platform/settings';

interface Deps {
  db: Db;
}

const GROUP_BY_PREFIX: Array<[string, ConsoleSetting['group']]> = [
  ['spot_', 'spot'],
  ['exchange_', 'spot'],
  ['lever_', 'contracts'],
  ['copy_', 'contracts'],
  ['invite_', 'community'],
  ['otc_', 'otc'],
  ['loan_', 'loans'],
  ['nft_', 'nft'],
];
const groupOf = (key: string): ConsoleSetting['group'] =>
  GROUP_BY_PREFIX.find(([p]) => key.startsWith(p))?.[1] ?? 'site';

export function createProductAdmin(deps: Deps) {
  const { db } = deps;

  return {
    async settings(group: ConsoleSetting['group'] | undefined): Promise<ConsoleSetting[]> {
      const stored = await storedSettings(db);
      return Object.entries(SETTINGS)
        .map(([key, def]) => ({
          key,
          value: stored.get(key) ?? def.default,
          default: def.default,
          public: def.public,
          group: groupOf(key),
        }))
        .filter((s) => !group || s.group === group);
    },

    /** Stores a setting after reading it with the registry's own schema: what is saved is what the code can read. */
    async updateSetting(actor: AuditActor, input: ConsoleSettingUpdate): Promise<ConsoleSetting> {
      const { key } = input;
      if (!isSettingKey(key)) return fail('setting_not_found');
      const def = SETTINGS[key];
      if (!def.schema.safeParse(input.value).success)
        fail('validation_failed', [{ field: 'value', code: 'invalid' }]);
      await db.tx(async (tx) => {
        const before = (await writeSetting(tx, key, input.value)).before ?? def.default;
        await recordAudit(tx, actor, {
          action: 'settings.update',
          targetType: 'setting',
          targetId: input.key,
          detail: { before, after: input.value },
        });
      });
      return {
        key: input.key,
        value: input.value,
        default: def.default,
        public: def.public,
        group: groupOf(input.key),
      };
    },
  };
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;
