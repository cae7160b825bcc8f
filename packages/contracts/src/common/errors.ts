import type { Translations } from './lang';

/**
 * A closed set of stable error codes per domain, each with its text in all 8 languages.
 * The server turns a code into the envelope; the web app may show the same texts offline.
 * `type` is the envelope type the code answers with ('error' unless stated).
 */
export interface ErrorDefinition {
  type?: 'error' | '999' | '998';
  /** HTTP status for the few failures docs/api.md takes out of the 200 band. */
  status?: number;
  text: Translations;
}

export const defineErrors = <const T extends Record<string, ErrorDefinition>>(defs: T): T => defs;

export const commonErrors = defineErrors({
  validation_failed: {
    text: {
      en: 'Parameter error',
      zh: '参数错误',
      hk: '參數錯誤',
      th: 'พารามิเตอร์ไม่ถูกต้อง',
      jp: 'パラメータエラー',
      kor: '매개변수 오류',
      fra: 'Paramètre incorrect',
      spa: 'Error de parámetro',
    },
  },
  malformed_body: {
    text: {
      en: 'The request could not be read',
      zh: '无法读取请求内容',
      hk: '無法讀取請求內容',
      th: 'ไม่สามารถอ่านคำขอได้',
      jp: 'リクエストを読み取れませんでした',
      kor: '요청을 읽을 수 없습니다',
      fra: 'La requête est illisible',
      spa: 'No se pudo leer la solicitud',
    },
  },
  not_logged_in: {
    type: '999',
    text: {
      en: 'Please log in first',
      zh: '请先登录',
      hk: '請先登錄',
      th: 'กรุณาเข้าสู่ระบบก่อน',
      jp: '先にログインしてください',
      kor: '먼저 로그인하세요',
      fra: "Veuillez d'abord vous connecter",
      spa: 'Primero inicie sesión',
    },
  },
  kyc_required: {
    type: '998',
    text: {
      en: 'Please complete identity verification first',
      zh: '请先完成实名认证',
      hk: '請先完成實名認證',
      th: 'กรุณายืนยันตัวตนก่อน',
      jp: '先に本人確認を完了してください',
      kor: '먼저 본인 인증을 완료하세요',
      fra: "Veuillez d'abord vérifier votre identité",
      spa: 'Primero complete la verificación de identidad',
    },
  },
  rate_limited: {
    status: 429,
    text: {
      en: 'Too many requests, please try again later',
      zh: '请求过于频繁，请稍后再试',
      hk: '請求過於頻繁，請稍後再試',
      th: 'คำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
      jp: 'リクエストが多すぎます。しばらくしてから再試行してください',
      kor: '요청이 너무 많습니다. 잠시 후 다시 시도하세요',
      fra: 'Trop de requêtes, réessayez plus tard',
      spa: 'Demasiadas solicitudes, inténtelo más tarde',
    },
  },
  internal: {
    status: 500,
    text: {
      en: 'Something went wrong, please try again later',
      zh: '系统繁忙，请稍后再试',
      hk: '系統繁忙，請稍後再試',
      th: 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง',
      jp: 'エラーが発生しました。しばらくしてから再試行してください',
      kor: '오류가 발생했습니다. 잠시 후 다시 시도하세요',
      fra: 'Une erreur est survenue, réessayez plus tard',
      spa: 'Se produjo un error, inténtelo más tarde',
    },
  },
  not_found: {
    // HTTP 200 like every answer the client shows (docs/api.md); the server keeps 404 for paths outside /api.
    text: {
      en: 'Not found',
      zh: '未找到',
      hk: '未找到',
      th: 'ไม่พบข้อมูล',
      jp: '見つかりません',
      kor: '찾을 수 없습니다',
      fra: 'Introuvable',
      spa: 'No encontrado',
    },
  },
  feature_under_development: {
    text: {
      en: 'This feature is under development',
      zh: '功能开发中',
      hk: '功能開發中',
      th: 'ฟีเจอร์นี้กำลังพัฒนา',
      jp: 'この機能は開発中です',
      kor: '기능 개발 중입니다',
      fra: 'Fonctionnalité en cours de développement',
      spa: 'Función en desarrollo',
    },
  },
  payload_too_large: {
    status: 413,
    text: {
      en: 'The request is too large',
      zh: '请求内容过大',
      hk: '請求內容過大',
      th: 'คำขอมีขนาดใหญ่เกินไป',
      jp: 'リクエストが大きすぎます',
      kor: '요청이 너무 큽니다',
      fra: 'La requête est trop volumineuse',
      spa: 'La solicitud es demasiado grande',
    },
  },
  unsupported_media_type: {
    status: 415,
    text: {
      en: 'Unsupported content type',
      zh: '不支持的内容类型',
      hk: '不支援的內容類型',
      th: 'ไม่รองรับประเภทเนื้อหานี้',
      jp: 'サポートされていないコンテンツ形式です',
      kor: '지원하지 않는 콘텐츠 형식입니다',
      fra: 'Type de contenu non pris en charge',
      spa: 'Tipo de contenido no admitido',
    },
  },
  // Refusals of the HTTP layer itself, before any route: a URL that cannot be decoded, and a
  // request line or headers over the server's limit (Node answers those before Fastify).
  malformed_url: {
    text: {
      en: 'The address of the request is not valid',
      zh: '请求地址无效',
      hk: '請求地址無效',
      th: 'ที่อยู่ของคำขอไม่ถูกต้อง',
      jp: 'リクエストのアドレスが正しくありません',
      kor: '요청 주소가 올바르지 않습니다',
      fra: "L'adresse de la requête n'est pas valide",
      spa: 'La dirección de la solicitud no es válida',
    },
  },
  request_too_large: {
    status: 431,
    text: {
      en: 'The request address or headers are too long',
      zh: '请求地址或请求头过长',
      hk: '請求地址或請求頭過長',
      th: 'ที่อยู่หรือส่วนหัวของคำขอยาวเกินไป',
      jp: 'リクエストのアドレスまたはヘッダーが長すぎます',
      kor: '요청 주소 또는 헤더가 너무 깁니다',
      fra: "L'adresse ou les en-têtes de la requête sont trop longs",
      spa: 'La dirección o los encabezados de la solicitud son demasiado largos',
    },
  },
  setting_not_found: {
    text: {
      en: 'No such setting',
      zh: '该设置不存在',
      hk: '該設定不存在',
      th: 'ไม่มีการตั้งค่านี้',
      jp: 'その設定はありません',
      kor: '해당 설정이 없습니다',
      fra: 'Paramètre inexistant',
      spa: 'Ese ajuste no existe',
    },
  },
  no_special_characters: {
    text: {
      en: 'Special characters are not allowed',
      zh: '不能输入特殊字符',
      hk: '不能輸入特殊字符',
      th: 'ไม่อนุญาตให้ใช้อักขระพิเศษ',
      jp: '特殊文字は使用できません',
      kor: '특수 문자는 사용할 수 없습니다',
      fra: 'Les caractères spéciaux ne sont pas autorisés',
      spa: 'No se permiten caracteres especiales',
    },
  },
  text_too_long: {
    text: {
      en: 'Text is too long',
      zh: '文本过长',
      hk: '文本過長',
      th: 'ข้อความยาวเกินไป',
      jp: 'テキストが長すぎます',
      kor: '텍스트가 너무 깁니다',
      fra: 'Texte trop long',
      spa: 'Texto demasiado largo',
    },
  },
});

/** Per-field problem codes used in `fields` of a failed form. */
export const fieldErrors = defineErrors({
  required: {
    text: {
      en: 'This field is required',
      zh: '此项为必填项',
      hk: '此項為必填項',
      th: 'จำเป็นต้องกรอกช่องนี้',
      jp: '必須項目です',
      kor: '필수 항목입니다',
      fra: 'Ce champ est obligatoire',
      spa: 'Este campo es obligatorio',
    },
  },
  invalid: {
    text: {
      en: 'This value is not valid',
      zh: '此值无效',
      hk: '此值無效',
      th: 'ค่านี้ไม่ถูกต้อง',
      jp: '値が正しくありません',
      kor: '값이 올바르지 않습니다',
      fra: "Cette valeur n'est pas valide",
      spa: 'Este valor no es válido',
    },
  },
  too_long: {
    text: {
      en: 'This value is too long',
      zh: '此值过长',
      hk: '此值過長',
      th: 'ค่านี้ยาวเกินไป',
      jp: '値が長すぎます',
      kor: '값이 너무 깁니다',
      fra: 'Cette valeur est trop longue',
      spa: 'Este valor es demasiado largo',
    },
  },
  too_short: {
    text: {
      en: 'This value is too short',
      zh: '此值过短',
      hk: '此值過短',
      th: 'ค่านี้สั้นเกินไป',
      jp: '値が短すぎます',
      kor: '값이 너무 짧습니다',
      fra: 'Cette valeur est trop courte',
      spa: 'Este valor es demasiado corto',
    },
  },
  unknown_field: {
    text: {
      en: 'This field is not accepted',
      zh: '不接受此字段',
      hk: '不接受此欄位',
      th: 'ไม่รับฟิลด์นี้',
      jp: 'この項目は受け付けられません',
      kor: '허용되지 않는 항목입니다',
      fra: "Ce champ n'est pas accepté",
      spa: 'Este campo no se acepta',
    },
  },
});
export type FieldErrorCode = keyof typeof fieldErrors;
