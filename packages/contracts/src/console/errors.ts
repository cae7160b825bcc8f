import { defineErrors } from '../common/errors';

/** The operator console: four-eyes adjustments and restrictions an operator set on a user. */
export const consoleErrors = defineErrors({
  adjustment_own_proposal: {
    text: {
      en: 'A second operator must approve this adjustment',
      zh: '此调整须由另一位运营人员审批',
      hk: '此調整須由另一位運營人員審批',
      th: 'ต้องให้ผู้ดูแลอีกคนอนุมัติการปรับปรุงนี้',
      jp: 'この調整は別のオペレーターが承認する必要があります',
      kor: '이 조정은 다른 운영자가 승인해야 합니다',
      fra: 'Un autre opérateur doit approuver cet ajustement',
      spa: 'Otro operador debe aprobar este ajuste',
    },
  },
  adjustment_not_pending: {
    text: {
      en: 'This adjustment has already been decided',
      zh: '此调整已处理',
      hk: '此調整已處理',
      th: 'การปรับปรุงนี้ได้รับการพิจารณาแล้ว',
      jp: 'この調整は処理済みです',
      kor: '이 조정은 이미 처리되었습니다',
      fra: 'Cet ajustement a déjà été traité',
      spa: 'Este ajuste ya fue resuelto',
    },
  },
  account_login_frozen: {
    text: {
      en: 'This account is frozen. Please contact support',
      zh: '该账户已被冻结，请联系客服',
      hk: '該賬戶已被凍結，請聯繫客服',
      th: 'บัญชีนี้ถูกระงับ กรุณาติดต่อฝ่ายบริการ',
      jp: 'このアカウントは凍結されています。サポートにお問い合わせください',
      kor: '이 계정은 동결되었습니다. 고객센터에 문의하세요',
      fra: 'Ce compte est gelé. Contactez le support',
      spa: 'Esta cuenta está congelada. Contacte con soporte',
    },
  },
  withdrawals_frozen: {
    text: {
      en: 'Withdrawals are frozen on this account. Please contact support',
      zh: '该账户提现已冻结，请联系客服',
      hk: '該賬戶提現已凍結，請聯繫客服',
      th: 'การถอนเงินของบัญชีนี้ถูกระงับ กรุณาติดต่อฝ่ายบริการ',
      jp: 'このアカウントの出金は凍結されています。サポートにお問い合わせください',
      kor: '이 계정의 출금이 동결되었습니다. 고객센터에 문의하세요',
      fra: 'Les retraits de ce compte sont gelés. Contactez le support',
      spa: 'Los retiros de esta cuenta están congelados. Contacte con soporte',
    },
  },
});
