import { accountEndpoints, type CodePurpose } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';

export interface SendSmsCodeInput {
  areaCode: string;
  mobile: string;
  purpose: CodePurpose;
}

/** POST /api/sms_send: sends a 6-digit code by SMS. */
export function sendSmsCode(input: SendSmsCodeInput): Promise<true> {
  return api.call(
    accountEndpoints.sendSmsCode,
    { area_code: input.areaCode, mobile: input.mobile, type: input.purpose },
    { silent: true },
  );
}
