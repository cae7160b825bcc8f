import { defineErrors } from '../common/errors';

export const walletErrors = defineErrors({
  insufficient_balance: {
    text: { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', th: 'ยอดเงินไม่เพียงพอ', jp: '残高不足です', kor: '잔액이 부족합니다', fra: 'Solde insuffisant', spa: 'Saldo insuficiente' },
  },
  currency_unknown: {
    text: { en: 'This currency is not supported', zh: '不支持该币种', hk: '不支援該幣種', th: 'ไม่รองรับสกุลเงินนี้', jp: 'この通貨には対応していません', kor: '지원하지 않는 통화입니다', fra: 'Cette devise n’est pas prise en charge', spa: 'Esta moneda no es compatible' },
  },
  currency_not_depositable: {
    text: { en: 'Deposits of this currency are paused', zh: '该币种暂停充值', hk: '該幣種暫停充值', th: 'ระงับการฝากสกุลเงินนี้ชั่วคราว', jp: 'この通貨の入金は一時停止中です', kor: '이 통화의 입금이 일시 중단되었습니다', fra: 'Les dépôts de cette devise sont suspendus', spa: 'Los depósitos de esta moneda están pausados' },
  },
  currency_not_withdrawable: {
    text: { en: 'Withdrawals of this currency are paused', zh: '该币种暂停提币', hk: '該幣種暫停提幣', th: 'ระงับการถอนสกุลเงินนี้ชั่วคราว', jp: 'この通貨の出金は一時停止中です', kor: '이 통화의 출금이 일시 중단되었습니다', fra: 'Les retraits de cette devise sont suspendus', spa: 'Los retiros de esta moneda están pausados' },
  },
  amount_below_minimum: {
    text: { en: 'The amount is below the minimum', zh: '金额低于最小限额', hk: '金額低於最小限額', th: 'จำนวนเงินต่ำกว่าขั้นต่ำ', jp: '金額が最低額を下回っています', kor: '금액이 최소 금액보다 적습니다', fra: 'Le montant est inférieur au minimum', spa: 'El importe es inferior al mínimo' },
  },
  amount_too_precise: {
    text: { en: 'Too many decimal places for this currency', zh: '小数位数超过该币种精度', hk: '小數位數超過該幣種精度', th: 'ทศนิยมเกินความละเอียดของสกุลเงินนี้', jp: 'この通貨の小数点以下の桁数を超えています', kor: '이 통화의 소수 자릿수를 초과했습니다', fra: 'Trop de décimales pour cette devise', spa: 'Demasiados decimales para esta moneda' },
  },
  withdraw_address_required: {
    text: { en: 'Please select a card or withdrawal address', zh: '请选择银行卡或提币地址', hk: '請選擇銀行卡或提幣地址', th: 'กรุณาเลือกบัตรหรือที่อยู่สำหรับถอน', jp: 'カードまたは出金アドレスを選択してください', kor: '카드 또는 출금 주소를 선택하세요', fra: 'Veuillez choisir une carte ou une adresse de retrait', spa: 'Seleccione una tarjeta o dirección de retiro' },
  },
  bank_card_required: {
    text: { en: 'No card yet, go and add one', zh: '暂无银行卡，去添加', hk: '暫無銀行卡，去添加', th: 'ยังไม่มีบัตร ไปเพิ่มบัตร', jp: 'カードがありません。追加してください', kor: '등록된 카드가 없습니다. 추가하세요', fra: 'Aucune carte, ajoutez-en une', spa: 'Aún no hay tarjeta, añada una' },
  },
  address_invalid: {
    text: { en: 'This address is not valid for the selected network', zh: '该地址不符合所选网络', hk: '該地址不符合所選網絡', th: 'ที่อยู่นี้ไม่ถูกต้องสำหรับเครือข่ายที่เลือก', jp: '選択したネットワークでは無効なアドレスです', kor: '선택한 네트워크에 맞지 않는 주소입니다', fra: 'Adresse non valide pour ce réseau', spa: 'La dirección no es válida para esta red' },
  },
  address_cooling_down: {
    text: { en: 'A new address can be used 24 hours after it was added', zh: '新添加的地址需24小时后才能使用', hk: '新添加的地址需24小時後才能使用', th: 'ที่อยู่ใหม่ใช้ได้หลังเพิ่ม 24 ชั่วโมง', jp: '新しいアドレスは追加から24時間後に使用できます', kor: '새 주소는 추가 후 24시간이 지나야 사용할 수 있습니다', fra: 'Une nouvelle adresse est utilisable 24 heures après son ajout', spa: 'Una dirección nueva se puede usar 24 horas después de añadirla' },
  },
  withdraw_limit_exceeded: {
    text: { en: 'This withdrawal exceeds your 24-hour limit', zh: '超出24小时提现限额', hk: '超出24小時提現限額', th: 'เกินวงเงินถอน 24 ชั่วโมง', jp: '24時間の出金限度額を超えています', kor: '24시간 출금 한도를 초과합니다', fra: 'Ce retrait dépasse votre limite sur 24 heures', spa: 'Este retiro supera su límite de 24 horas' },
  },
  fiat_single_limit_exceeded: {
    text: { en: 'This exceeds the single fiat withdrawal limit of your verification level', zh: '超出当前认证等级的单笔法币提现限额', hk: '超出當前認證等級的單筆法幣提現限額', th: 'เกินวงเงินถอนเฟียตต่อครั้งของระดับการยืนยัน', jp: '認証レベルの法定通貨1回あたりの出金上限を超えています', kor: '인증 단계의 1회 법정화폐 출금 한도를 초과합니다', fra: 'Dépasse la limite de retrait fiat unitaire de votre niveau', spa: 'Supera el límite por retiro fiat de su nivel' },
  },
  pay_password_wrong: {
    text: { en: 'The fund password is wrong', zh: '资金密码错误', hk: '資金密碼錯誤', th: 'รหัสผ่านกองทุนไม่ถูกต้อง', jp: '資金パスワードが正しくありません', kor: '자금 비밀번호가 올바르지 않습니다', fra: 'Le mot de passe des fonds est incorrect', spa: 'La contraseña de fondos es incorrecta' },
  },
  same_account: {
    text: { en: 'Choose two different accounts', zh: '请选择两个不同的账户', hk: '請選擇兩個不同的賬戶', th: 'กรุณาเลือกสองบัญชีที่ต่างกัน', jp: '異なる2つの口座を選択してください', kor: '서로 다른 두 계정을 선택하세요', fra: 'Choisissez deux comptes différents', spa: 'Elija dos cuentas distintas' },
  },
  request_not_pending: {
    text: { en: 'This request has already been handled', zh: '该申请已处理', hk: '該申請已處理', th: 'คำขอนี้ดำเนินการแล้ว', jp: 'この申請は処理済みです', kor: '이미 처리된 요청입니다', fra: 'Cette demande a déjà été traitée', spa: 'Esta solicitud ya fue procesada' },
  },
  price_unavailable: {
    text: { en: 'No live price right now, please try again shortly', zh: '暂无实时价格，请稍后再试', hk: '暫無實時價格，請稍後再試', th: 'ขณะนี้ไม่มีราคาล่าสุด กรุณาลองใหม่อีกครั้ง', jp: '現在リアルタイム価格がありません。しばらくしてから再試行してください', kor: '현재 실시간 가격이 없습니다. 잠시 후 다시 시도하세요', fra: 'Aucun prix en direct pour le moment, réessayez bientôt', spa: 'No hay precio en vivo ahora, inténtelo en breve' },
  },
  voucher_required: {
    text: { en: 'Upload the payment voucher', zh: '请上传付款凭证', hk: '請上傳付款憑證', th: 'กรุณาอัปโหลดหลักฐานการชำระเงิน', jp: '支払い証明をアップロードしてください', kor: '결제 증빙을 올려 주세요', fra: 'Téléversez le justificatif de paiement', spa: 'Suba el comprobante de pago' },
  },
});
