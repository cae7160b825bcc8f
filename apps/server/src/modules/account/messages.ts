import type { Lang, Translations } from '@tidemark/contracts';
import type { CodePurpose } from '@tidemark/contracts';

/** Texts of the e-mails and SMS the account module sends, in all 8 languages. */
const SUBJECT: Translations = {
  en: 'Your Tidemark verification code',
  zh: '您的 Tidemark 验证码',
  hk: '您的 Tidemark 驗證碼',
  th: 'รหัสยืนยัน Tidemark ของคุณ',
  jp: 'Tidemark 認証コード',
  kor: 'Tidemark 인증 코드',
  fra: 'Votre code de vérification Tidemark',
  spa: 'Su código de verificación de Tidemark',
};

const BODY: Record<Lang, (code: string) => string> = {
  en: (c) =>
    `Your verification code is ${c}. It is valid for 10 minutes. Never share it with anyone, including Tidemark staff.`,
  zh: (c) => `您的验证码是 ${c}，10分钟内有效。请勿向任何人（包括 Tidemark 工作人员）透露。`,
  hk: (c) => `您的驗證碼是 ${c}，10分鐘內有效。請勿向任何人（包括 Tidemark 工作人員）透露。`,
  th: (c) => `รหัสยืนยันของคุณคือ ${c} ใช้ได้ 10 นาที ห้ามบอกผู้อื่น รวมถึงพนักงาน Tidemark`,
  jp: (c) =>
    `認証コードは ${c} です。有効期限は10分です。Tidemark のスタッフを含め、誰にも教えないでください。`,
  kor: (c) =>
    `인증 코드는 ${c}입니다. 10분간 유효합니다. Tidemark 직원을 포함해 누구에게도 알려 주지 마세요.`,
  fra: (c) =>
    `Votre code de vérification est ${c}. Il est valable 10 minutes. Ne le communiquez à personne, pas même au personnel de Tidemark.`,
  spa: (c) =>
    `Su código de verificación es ${c}. Es válido durante 10 minutos. No lo comparta con nadie, ni siquiera con el personal de Tidemark.`,
};

const ANTI_PHISHING: Record<Lang, (code: string) => string> = {
  en: (c) => `Anti-phishing code: ${c}`,
  zh: (c) => `防钓鱼码：${c}`,
  hk: (c) => `防釣魚碼：${c}`,
  th: (c) => `รหัสป้องกันฟิชชิง: ${c}`,
  jp: (c) => `フィッシング対策コード：${c}`,
  kor: (c) => `피싱 방지 코드: ${c}`,
  fra: (c) => `Code anti-hameçonnage : ${c}`,
  spa: (c) => `Código antiphishing: ${c}`,
};

const PURPOSE: Record<CodePurpose, Translations> = {
  register: {
    en: 'Registration',
    zh: '注册',
    hk: '註冊',
    th: 'การลงทะเบียน',
    jp: '登録',
    kor: '회원가입',
    fra: 'Inscription',
    spa: 'Registro',
  },
  forget: {
    en: 'Password reset',
    zh: '重置密码',
    hk: '重置密碼',
    th: 'รีเซ็ตรหัสผ่าน',
    jp: 'パスワード再設定',
    kor: '비밀번호 재설정',
    fra: 'Réinitialisation du mot de passe',
    spa: 'Restablecer contraseña',
  },
  bind: {
    en: 'Binding',
    zh: '绑定',
    hk: '綁定',
    th: 'การผูกบัญชี',
    jp: '連携',
    kor: '연결',
    fra: 'Association',
    spa: 'Vinculación',
  },
  security: {
    en: 'Security change',
    zh: '安全设置',
    hk: '安全設定',
    th: 'การเปลี่ยนความปลอดภัย',
    jp: 'セキュリティ変更',
    kor: '보안 변경',
    fra: 'Modification de sécurité',
    spa: 'Cambio de seguridad',
  },
};

export function codeMessage(
  lang: Lang,
  purpose: CodePurpose,
  code: string,
  antiPhishing: string | null,
) {
  const lines = [`[${PURPOSE[purpose][lang]}] ${BODY[lang](code)}`];
  if (antiPhishing) lines.push(ANTI_PHISHING[lang](antiPhishing));
  return { subject: SUBJECT[lang], body: lines.join('\n') };
}
