import { defineErrors } from '../common/errors';

/** Crypto-backed loans. */
export const loanErrors = defineErrors({
  loan_not_found: {
    text: {
      en: 'This loan does not exist',
      zh: '该借款不存在',
      hk: '該借款不存在',
      th: 'ไม่พบเงินกู้นี้',
      jp: 'このローンは存在しません',
      kor: '이 대출은 존재하지 않습니다',
      fra: 'Ce prêt n’existe pas',
      spa: 'Este préstamo no existe',
    },
  },
  loan_pair_invalid: {
    text: {
      en: 'This loan and collateral pair is not offered',
      zh: '不支持该借款与抵押币种组合',
      hk: '不支援該借款與抵押幣種組合',
      th: 'ไม่มีคู่เงินกู้และหลักประกันนี้',
      jp: 'この借入通貨と担保の組み合わせは提供されていません',
      kor: '이 대출·담보 조합은 제공되지 않습니다',
      fra: 'Cette paire prêt / garantie n’est pas proposée',
      spa: 'Este par de préstamo y garantía no se ofrece',
    },
  },
  loan_ltv_too_high: {
    text: {
      en: 'The loan-to-value would be above the allowed level',
      zh: '质押率将高于允许上限',
      hk: '質押率將高於允許上限',
      th: 'อัตราส่วนเงินกู้ต่อหลักประกันจะสูงเกินกำหนด',
      jp: 'LTVが上限を超えます',
      kor: 'LTV가 허용 한도를 초과합니다',
      fra: 'Le ratio prêt / garantie dépasserait le niveau permis',
      spa: 'La relación préstamo / garantía superaría el nivel permitido',
    },
  },
  loan_not_open: {
    text: {
      en: 'This loan is closed',
      zh: '该借款已结束',
      hk: '該借款已結束',
      th: 'เงินกู้นี้ปิดแล้ว',
      jp: 'このローンは終了しています',
      kor: '이 대출은 종료되었습니다',
      fra: 'Ce prêt est clôturé',
      spa: 'Este préstamo está cerrado',
    },
  },
  loan_no_price: {
    text: {
      en: 'No recorded price is available for this pair',
      zh: '该币对暂无记录价格',
      hk: '該幣對暫無記錄價格',
      th: 'ไม่มีราคาที่บันทึกสำหรับคู่นี้',
      jp: 'このペアの記録価格がありません',
      kor: '이 페어의 기록된 가격이 없습니다',
      fra: 'Aucun prix enregistré pour cette paire',
      spa: 'No hay precio registrado para este par',
    },
  },
  loan_repay_too_much: {
    text: {
      en: 'This is more than the loan owes',
      zh: '还款金额超过应还金额',
      hk: '還款金額超過應還金額',
      th: 'จำนวนนี้มากกว่ายอดที่ค้างชำระ',
      jp: '返済額が債務を超えています',
      kor: '상환액이 대출 잔액을 초과합니다',
      fra: 'C’est plus que ce que le prêt doit',
      spa: 'Es más de lo que se adeuda',
    },
  },
});
