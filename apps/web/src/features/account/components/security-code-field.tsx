import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { sendEmailCode } from '../api/send-email-code';
import { sendSmsCode } from '../api/send-sms-code';
import { CodeField, FormField } from '../../../shared/ui/form';

export type CodeChannel = 'email' | 'sms';

/** The channels a security code can go to: the contacts bound to the account. */
export function boundChannels(info: UserInfo): CodeChannel[] {
  const channels: CodeChannel[] = [];
  if (info.email) channels.push('email');
  if (info.phone && info.area_code) channels.push('sms');
  return channels;
}

/** "a***@example.com", "+33 ****5678": enough to recognise the contact. */
export function maskedContact(info: UserInfo, channel: CodeChannel): string {
  if (channel === 'email') {
    const [name = '', domain = ''] = (info.email ?? '').split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  const phone = info.phone ?? '';
  return `+${info.area_code ?? ''} ****${phone.slice(-4)}`;
}

export interface SecurityCodeFieldProps {
  info: UserInfo;
  channels: readonly CodeChannel[];
  channel: CodeChannel;
  onChannel: (channel: CodeChannel) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  onSendError: (message: string) => void;
}

/** A code sent (type=security) to one of the user's bound contacts, chosen when there are two. */
export function SecurityCodeField(props: SecurityCodeFieldProps) {
  const { info, channels, channel, onChannel, value, onChange, error, onSendError } = props;
  const { t } = useTranslation('account');

  const send = async (): Promise<boolean> => {
    try {
      if (channel === 'email')
        await sendEmailCode({ email: info.email ?? '', purpose: 'security' });
      else
        await sendSmsCode({
          areaCode: info.area_code ?? '',
          mobile: info.phone ?? '',
          purpose: 'security',
        });
      showToast(t('code.sentTo', { target: maskedContact(info, channel) }), 'success');
      return true;
    } catch (failure) {
      onSendError(failure instanceof ApiError ? failure.message : String(failure));
      return false;
    }
  };

  return (
    <>
      {channels.length > 1 ? (
        <FormField label={t('code.channel')} testId="code-channel">
          <Selector
            columns={2}
            value={[channel]}
            onChange={(values) => {
              const next = values[0];
              if (next) onChannel(next);
            }}
            options={channels.map((c) => ({
              value: c,
              label: c === 'email' ? t('code.byEmail') : t('code.bySms'),
            }))}
          />
        </FormField>
      ) : null}
      <CodeField
        value={value}
        onChange={onChange}
        error={error}
        hint={t('code.willSendTo', { target: maskedContact(info, channel) })}
        onSend={send}
        sendKey={channel}
        testId="security-code"
      />
    </>
  );
}
