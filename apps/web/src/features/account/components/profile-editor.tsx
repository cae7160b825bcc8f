import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkNickname,
  checkSignature,
  NICKNAME_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  type UserInfo,
} from '@tidemark/contracts';
import { MenuGroup, MenuRow } from '../../../shared/ui/menu-list';
import { useEditNicknameMutation } from '../api/edit-nickname';
import { useEditSignatureMutation } from '../api/edit-signature';
import { AvatarEditor } from './avatar-editor';
import { TextEditSheet } from './text-edit-sheet';

/** pages/setting/userInfo's body: avatar, nickname, signature, and the account's contacts. */
export function ProfileEditor({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState<'nickname' | 'signature' | null>(null);
  const nickname = useEditNicknameMutation();
  const signature = useEditSignatureMutation();
  const display = info.nickname || info.account;
  const notSet = t('profile.notSet');

  return (
    <div data-testid="profile-editor">
      <AvatarEditor current={info.head_portrait} initial={display.slice(0, 1).toUpperCase()} />
      <MenuGroup>
        <MenuRow
          title={t('profile.nickname')}
          extra={<span data-testid="profile-nickname">{info.nickname ?? notSet}</span>}
          onClick={() => setEditing('nickname')}
          testId="profile-nickname-row"
        />
        <MenuRow
          title={t('profile.signature')}
          extra={<span data-testid="profile-signature">{info.signature ?? notSet}</span>}
          onClick={() => setEditing('signature')}
          testId="profile-signature-row"
        />
      </MenuGroup>
      <MenuGroup>
        <MenuRow title={t('profile.account')} extra={info.account} />
        <MenuRow title={t('fields.email')} extra={info.email ?? notSet} />
        <MenuRow
          title={t('fields.phone')}
          extra={info.phone ? `+${info.area_code ?? ''} ${info.phone}` : notSet}
        />
        <MenuRow title={t('profile.inviteCode')} extra={info.extension_code} />
      </MenuGroup>

      <TextEditSheet
        visible={editing === 'nickname'}
        onClose={() => setEditing(null)}
        title={t('profile.editNickname')}
        label={t('profile.nickname')}
        hint={t('hints.nickname')}
        initial={info.nickname ?? ''}
        maxLength={NICKNAME_MAX_LENGTH}
        check={checkNickname}
        save={(value) => nickname.mutateAsync(value)}
        field="nickname"
        testId="nickname-sheet"
      />
      <TextEditSheet
        visible={editing === 'signature'}
        onClose={() => setEditing(null)}
        title={t('profile.editSignature')}
        label={t('profile.signature')}
        hint={t('hints.signature')}
        initial={info.signature ?? ''}
        maxLength={SIGNATURE_MAX_LENGTH}
        check={checkSignature}
        save={(value) => signature.mutateAsync(value)}
        field="signature"
        testId="signature-sheet"
      />
    </div>
  );
}
