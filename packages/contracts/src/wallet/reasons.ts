import type { Translations } from '../common/lang';

/** Reason codes of ledger journals, with the label a bill shows for each. */
export const LEDGER_REASONS = {
  deposit: { en: 'Deposit', zh: '充值', hk: '充值', th: 'ฝากเงิน', jp: '入金', kor: '입금', fra: 'Dépôt', spa: 'Depósito' },
  withdraw_hold: { en: 'Withdrawal (frozen)', zh: '提现冻结', hk: '提現凍結', th: 'ถอนเงิน (อายัด)', jp: '出金（凍結）', kor: '출금 (동결)', fra: 'Retrait (bloqué)', spa: 'Retiro (congelado)' },
  withdraw_release: { en: 'Withdrawal returned', zh: '提现退回', hk: '提現退回', th: 'คืนเงินถอน', jp: '出金返却', kor: '출금 반환', fra: 'Retrait restitué', spa: 'Retiro devuelto' },
  withdraw_sent: { en: 'Withdrawal sent', zh: '提现成功', hk: '提現成功', th: 'ถอนเงินสำเร็จ', jp: '出金完了', kor: '출금 완료', fra: 'Retrait envoyé', spa: 'Retiro enviado' },
  account_transfer: { en: 'Transfer between accounts', zh: '账户划转', hk: '賬戶劃轉', th: 'โอนระหว่างบัญชี', jp: '口座振替', kor: '계정 간 이체', fra: 'Transfert entre comptes', spa: 'Transferencia entre cuentas' },
  exchange: { en: 'Currency exchange', zh: '币币兑换', hk: '幣幣兌換', th: 'แลกเปลี่ยนสกุลเงิน', jp: '通貨交換', kor: '통화 교환', fra: 'Conversion de devises', spa: 'Cambio de moneda' },
  demo_faucet: { en: 'Demo balance', zh: '体验金', hk: '體驗金', th: 'ยอดเงินทดลอง', jp: 'デモ残高', kor: '데모 잔액', fra: 'Solde de démonstration', spa: 'Saldo de demostración' },
  adjustment: { en: 'Adjustment', zh: '调整', hk: '調整', th: 'การปรับปรุง', jp: '調整', kor: '조정', fra: 'Ajustement', spa: 'Ajuste' },
} satisfies Record<string, Translations>;
export type LedgerReason = keyof typeof LEDGER_REASONS;
