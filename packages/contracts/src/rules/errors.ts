import { defineErrors } from '../common/errors';

/**
 * Problem codes of the form rules, each with its text in all 8 languages. The schemas in this
 * folder put these codes (plus 'required' and 'invalid' of `fieldErrors`) in issue messages;
 * the envelope's `fields[].code` carries them and the web app shows the matching text.
 * Add `...ruleErrors` to ERROR_CATALOG (catalog.ts) to answer with them as envelope codes.
 */
export const ruleErrors = defineErrors({
  password_too_short: {
    text: {
      en: 'Password must be longer than 6 characters',
      zh: '密码长度需大于6位',
      hk: '密碼長度需大於6位',
      th: 'รหัสผ่านต้องยาวมากกว่า 6 ตัวอักษร',
      jp: 'パスワードは7文字以上で入力してください',
      kor: '비밀번호는 6자보다 길어야 합니다',
      fra: 'Le mot de passe doit comporter plus de 6 caractères',
      spa: 'La contraseña debe tener más de 6 caracteres',
    },
  },
  password_too_long: {
    text: {
      en: 'Password must be at most 64 characters',
      zh: '密码长度不能超过64位',
      hk: '密碼長度不能超過64位',
      th: 'รหัสผ่านต้องไม่เกิน 64 ตัวอักษร',
      jp: 'パスワードは64文字以内で入力してください',
      kor: '비밀번호는 64자 이하여야 합니다',
      fra: 'Le mot de passe doit comporter au plus 64 caractères',
      spa: 'La contraseña debe tener como máximo 64 caracteres',
    },
  },
  passwords_mismatch: {
    text: {
      en: 'The two passwords do not match',
      zh: '两次输入的密码不一致',
      hk: '兩次輸入的密碼不一致',
      th: 'รหัสผ่านทั้งสองไม่ตรงกัน',
      jp: '2つのパスワードが一致しません',
      kor: '두 비밀번호가 일치하지 않습니다',
      fra: 'Les deux mots de passe ne correspondent pas',
      spa: 'Las dos contraseñas no coinciden',
    },
  },
  verification_code_invalid: {
    text: {
      en: 'Please enter a valid verification code',
      zh: '请输入正确的验证码',
      hk: '請輸入正確的驗證碼',
      th: 'กรุณากรอกรหัสยืนยันให้ถูกต้อง',
      jp: '正しい認証コードを入力してください',
      kor: '올바른 인증 코드를 입력하세요',
      fra: 'Veuillez saisir un code de vérification valide',
      spa: 'Introduzca un código de verificación válido',
    },
  },
  nickname_too_short: {
    text: {
      en: 'Nickname must be at least 2 characters',
      zh: '昵称至少2个字符',
      hk: '暱稱至少2個字符',
      th: 'ชื่อเล่นต้องมีอย่างน้อย 2 ตัวอักษร',
      jp: 'ニックネームは2文字以上で入力してください',
      kor: '닉네임은 2자 이상이어야 합니다',
      fra: 'Le pseudo doit comporter au moins 2 caractères',
      spa: 'El apodo debe tener al menos 2 caracteres',
    },
  },
  nickname_too_long: {
    text: {
      en: 'Nickname must be at most 10 characters',
      zh: '昵称不能超过10个字符',
      hk: '暱稱不能超過10個字符',
      th: 'ชื่อเล่นต้องไม่เกิน 10 ตัวอักษร',
      jp: 'ニックネームは10文字以内で入力してください',
      kor: '닉네임은 10자 이하여야 합니다',
      fra: 'Le pseudo doit comporter au plus 10 caractères',
      spa: 'El apodo debe tener como máximo 10 caracteres',
    },
  },
  nickname_invalid: {
    text: {
      en: 'Nickname may contain only Chinese characters, letters and digits',
      zh: '昵称只能包含中文、英文字母和数字',
      hk: '暱稱只能包含中文、英文字母和數字',
      th: 'ชื่อเล่นใช้ได้เฉพาะอักษรจีน ตัวอักษรภาษาอังกฤษ และตัวเลข',
      jp: 'ニックネームには漢字、英字、数字のみ使用できます',
      kor: '닉네임에는 한자, 영문자, 숫자만 사용할 수 있습니다',
      fra: 'Le pseudo ne peut contenir que des caractères chinois, des lettres et des chiffres',
      spa: 'El apodo solo puede contener caracteres chinos, letras y números',
    },
  },
  signature_too_short: {
    text: {
      en: 'Signature must be at least 2 characters',
      zh: '个性签名至少2个字符',
      hk: '個性簽名至少2個字符',
      th: 'ลายเซ็นต้องมีอย่างน้อย 2 ตัวอักษร',
      jp: '署名は2文字以上で入力してください',
      kor: '서명은 2자 이상이어야 합니다',
      fra: 'La signature doit comporter au moins 2 caractères',
      spa: 'La firma debe tener al menos 2 caracteres',
    },
  },
  signature_too_long: {
    text: {
      en: 'Signature must be at most 30 characters',
      zh: '个性签名不能超过30个字符',
      hk: '個性簽名不能超過30個字符',
      th: 'ลายเซ็นต้องไม่เกิน 30 ตัวอักษร',
      jp: '署名は30文字以内で入力してください',
      kor: '서명은 30자 이하여야 합니다',
      fra: 'La signature doit comporter au plus 30 caractères',
      spa: 'La firma debe tener como máximo 30 caracteres',
    },
  },
  amount_invalid: {
    text: {
      en: 'Please enter a correct amount',
      zh: '请输入正确的金额',
      hk: '請輸入正確的金額',
      th: 'กรุณากรอกจำนวนให้ถูกต้อง',
      jp: '正しい金額を入力してください',
      kor: '올바른 금액을 입력하세요',
      fra: 'Veuillez saisir un montant correct',
      spa: 'Introduzca un importe correcto',
    },
  },
  amount_not_positive: {
    text: {
      en: 'The amount must be greater than 0',
      zh: '金额必须大于0',
      hk: '金額必須大於0',
      th: 'จำนวนต้องมากกว่า 0',
      jp: '金額は0より大きくしてください',
      kor: '금액은 0보다 커야 합니다',
      fra: 'Le montant doit être supérieur à 0',
      spa: 'El importe debe ser mayor que 0',
    },
  },
  email_invalid: {
    text: {
      en: 'Please enter a valid email address',
      zh: '请输入正确的邮箱地址',
      hk: '請輸入正確的郵箱地址',
      th: 'กรุณากรอกอีเมลให้ถูกต้อง',
      jp: '正しいメールアドレスを入力してください',
      kor: '올바른 이메일 주소를 입력하세요',
      fra: 'Veuillez saisir une adresse e-mail valide',
      spa: 'Introduzca un correo electrónico válido',
    },
  },
  mobile_invalid: {
    text: {
      en: 'Please enter a valid mobile number',
      zh: '请输入正确的手机号码',
      hk: '請輸入正確的手機號碼',
      th: 'กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง',
      jp: '正しい携帯電話番号を入力してください',
      kor: '올바른 휴대폰 번호를 입력하세요',
      fra: 'Veuillez saisir un numéro de mobile valide',
      spa: 'Introduzca un número de móvil válido',
    },
  },
  phone_invalid: {
    text: {
      en: 'Please enter a valid phone number',
      zh: '请输入正确的电话号码',
      hk: '請輸入正確的電話號碼',
      th: 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง',
      jp: '正しい電話番号を入力してください',
      kor: '올바른 전화번호를 입력하세요',
      fra: 'Veuillez saisir un numéro de téléphone valide',
      spa: 'Introduzca un número de teléfono válido',
    },
  },
});

export type RuleErrorCode = keyof typeof ruleErrors;
