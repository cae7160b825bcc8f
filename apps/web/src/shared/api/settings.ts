import { settingSchema, type PublicSettingKey } from '@tidemark/contracts';
import { api } from './client';

/**
 * One public setting's stored text (GET /getSetting/<key>, answered `{ key, value }`), checked
 * against its schema. Quiet: a page that reads a setting shows its own fallback when it fails.
 */
export async function fetchPublicSetting(key: PublicSettingKey): Promise<string> {
  const answer = await api.get<unknown>(`/getSetting/${key}`, {}, { silent: true, loading: false });
  return settingSchema.parse(answer).value;
}
