import { defineErrors } from '../common/errors';

/** The operator console's sign-in (lock-out, mandatory TOTP) and deposit vouchers under review. */
export const adminErrors = defineErrors({
  operator_locked: {
    text: {
      en: 'Too many failed operator logins. Try again in 15 minutes',
      zh: '运营人员登录失败次数过多，请15分钟后再试',
      hk: '運營人員登錄失敗次數過多，請15分鐘後再試',
      th: 'ผู้ดูแลเข้าสู่ระบบผิดพลาดหลายครั้ง กรุณาลองใหม่ใน 15 นาที',
      jp: 'オペレーターのログイン失敗が多すぎます。15分後にもう一度お試しください',
      kor: '운영자 로그인 실패가 너무 많습니다. 15분 후에 다시 시도하세요',
      fra: 'Trop d’échecs de connexion opérateur. Réessayez dans 15 minutes',
      spa: 'Demasiados intentos fallidos de operador. Inténtelo de nuevo en 15 minutos',
    },
  },
  operator_totp_not_enrolled: {
    text: {
      en: 'This operator has no authenticator enrolled: run operator:create again to enrol one',
      zh: '该运营人员尚未绑定身份验证器：请重新运行 operator:create 进行绑定',
      hk: '該運營人員尚未綁定身份驗證器：請重新執行 operator:create 進行綁定',
      th: 'ผู้ดูแลนี้ยังไม่ได้ลงทะเบียนแอปยืนยันตัวตน: เรียกใช้ operator:create อีกครั้งเพื่อลงทะเบียน',
      jp: 'このオペレーターは認証アプリが未登録です。operator:create を再実行して登録してください',
      kor: '이 운영자는 인증 앱이 등록되지 않았습니다. operator:create를 다시 실행해 등록하세요',
      fra: 'Aucune application d’authentification pour cet opérateur : relancez operator:create pour en enregistrer une',
      spa: 'Este operador no tiene autenticador registrado: ejecute de nuevo operator:create para registrarlo',
    },
  },
  voucher_already_used: {
    text: {
      en: 'This voucher already backs another deposit request. Upload the voucher of this payment',
      zh: '该凭证已用于其他充值申请，请上传本次付款的凭证',
      hk: '該憑證已用於其他充值申請，請上傳本次付款的憑證',
      th: 'หลักฐานนี้ถูกใช้กับคำขอฝากอื่นแล้ว กรุณาอัปโหลดหลักฐานของการชำระเงินครั้งนี้',
      jp: 'この証憑は別の入金申請で使用済みです。今回の支払いの証憑をアップロードしてください',
      kor: '이 증빙은 이미 다른 입금 신청에 사용되었습니다. 이번 결제의 증빙을 업로드하세요',
      fra: 'Ce justificatif appuie déjà une autre demande de dépôt. Téléversez celui de ce paiement',
      spa: 'Este comprobante ya respalda otra solicitud de depósito. Suba el comprobante de este pago',
    },
  },
  operator_forbidden: {
    status: 403,
    text: {
      en: 'Your operator role does not allow this',
      zh: '您的运营角色无权执行此操作',
      hk: '您的運營角色無權執行此操作',
      th: 'บทบาทผู้ดูแลของคุณไม่ได้รับอนุญาตให้ทำสิ่งนี้',
      jp: 'あなたのオペレーター権限ではこの操作はできません',
      kor: '운영자 역할에 이 작업 권한이 없습니다',
      fra: 'Votre rôle d’opérateur ne permet pas cette action',
      spa: 'Su rol de operador no permite esta acción',
    },
  },
  operator_session_not_found: {
    text: {
      en: 'That session has already ended or is not one you may end',
      zh: '该会话已结束，或您无权结束它',
      hk: '該會話已結束，或您無權結束它',
      th: 'เซสชันนี้สิ้นสุดแล้ว หรือคุณไม่มีสิทธิ์สิ้นสุดเซสชันนี้',
      jp: 'このセッションは既に終了しているか、終了する権限がありません',
      kor: '이미 종료된 세션이거나 종료할 권한이 없는 세션입니다',
      fra: 'Cette session est déjà terminée ou vous ne pouvez pas y mettre fin',
      spa: 'Esa sesión ya terminó o no puede terminarla',
    },
  },
  operator_session_current: {
    text: {
      en: 'This is the session you are using: sign out instead',
      zh: '这是您当前使用的会话，请直接退出登录',
      hk: '這是您目前使用的會話，請直接登出',
      th: 'นี่คือเซสชันที่คุณกำลังใช้ กรุณาออกจากระบบแทน',
      jp: '現在使用中のセッションです。ログアウトしてください',
      kor: '현재 사용 중인 세션입니다. 로그아웃하세요',
      fra: 'C’est la session que vous utilisez : déconnectez-vous plutôt',
      spa: 'Es la sesión que está usando: cierre sesión en su lugar',
    },
  },
});
