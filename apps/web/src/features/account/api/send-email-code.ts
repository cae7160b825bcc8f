import { accountEndpoints, type CodePurpose } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';

export interface SendEmailCodeInput {
  email: string;
  purpose: CodePurpose;
}

/** POST /api/sms_mail: sends a 6-digit code to an e-mail address. */
export function sendEmailCode(input: SendEmailCodeInput): Promise<true> {
  return api.call(
    accountEndpoints.sendMailCode,
    { user_string: input.email, type: input.purpose },
    { silent: true },
  );
}
