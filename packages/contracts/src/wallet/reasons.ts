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
  spot_order_hold: { en: 'Spot order (frozen)', zh: '币币委托冻结', hk: '幣幣委託凍結', th: 'คำสั่งสปอต (อายัด)', jp: '現物注文（凍結）', kor: '현물 주문 (동결)', fra: 'Ordre au comptant (bloqué)', spa: 'Orden spot (congelado)' },
  spot_order_release: { en: 'Spot order returned', zh: '币币委托解冻', hk: '幣幣委託解凍', th: 'คืนยอดคำสั่งสปอต', jp: '現物注文の返却', kor: '현물 주문 반환', fra: 'Ordre au comptant restitué', spa: 'Orden spot devuelta' },
  spot_trade: { en: 'Spot trade', zh: '币币成交', hk: '幣幣成交', th: 'การซื้อขายสปอต', jp: '現物取引', kor: '현물 체결', fra: 'Échange au comptant', spa: 'Operación spot' },
  market_maker_funding: { en: 'Market maker inventory', zh: '做市库存', hk: '做市庫存', th: 'สินค้าคงคลังผู้ดูแลสภาพคล่อง', jp: 'マーケットメイカー在庫', kor: '마켓 메이커 재고', fra: 'Inventaire du teneur de marché', spa: 'Inventario del creador de mercado' },
  option_stake: { en: 'Seconds option (frozen)', zh: '秒合约下单冻结', hk: '秒合約下單凍結', th: 'ออปชันรายวินาที (อายัด)', jp: '秒オプション（凍結）', kor: '초 옵션 (동결)', fra: 'Option à la seconde (bloqué)', spa: 'Opción por segundos (congelado)' },
  option_settle: { en: 'Seconds option settled', zh: '秒合约结算', hk: '秒合約結算', th: 'ชำระผลออปชันรายวินาที', jp: '秒オプション決済', kor: '초 옵션 정산', fra: 'Option à la seconde réglée', spa: 'Opción por segundos liquidada' },
  option_payout: { en: 'Seconds option payout', zh: '秒合约盈利派发', hk: '秒合約盈利派發', th: 'การจ่ายผลออปชันรายวินาที', jp: '秒オプション払戻し', kor: '초 옵션 지급', fra: 'Gain d’option à la seconde', spa: 'Pago de opción por segundos' },
  option_refund: { en: 'Seconds option returned (tie)', zh: '秒合约平局退回', hk: '秒合約平局退回', th: 'คืนเงินออปชันรายวินาที (เสมอ)', jp: '秒オプション返却（引き分け）', kor: '초 옵션 반환 (무승부)', fra: 'Option à la seconde restituée (égalité)', spa: 'Opción por segundos devuelta (empate)' },
  lever_margin: { en: 'Contract margin (frozen)', zh: '合约保证金冻结', hk: '合約保證金凍結', th: 'มาร์จิ้นสัญญา (อายัด)', jp: '契約証拠金（凍結）', kor: '계약 증거금 (동결)', fra: 'Marge du contrat (bloquée)', spa: 'Margen del contrato (congelado)' },
  lever_margin_release: { en: 'Contract margin returned', zh: '合约保证金退回', hk: '合約保證金退回', th: 'คืนมาร์จิ้นสัญญา', jp: '契約証拠金の返却', kor: '계약 증거금 반환', fra: 'Marge du contrat restituée', spa: 'Margen del contrato devuelto' },
  lever_fee: { en: 'Contract handling fee', zh: '合约手续费', hk: '合約手續費', th: 'ค่าธรรมเนียมสัญญา', jp: '契約手数料', kor: '계약 수수료', fra: 'Frais de contrat', spa: 'Comisión del contrato' },
  lever_overnight: { en: 'Contract overnight fee', zh: '合约隔夜费', hk: '合約隔夜費', th: 'ค่าธรรมเนียมข้ามคืนของสัญญา', jp: '契約オーバーナイト手数料', kor: '계약 오버나이트 수수료', fra: 'Frais de portage du contrat', spa: 'Comisión nocturna del contrato' },
  lever_pnl: { en: 'Contract profit and loss', zh: '合约盈亏', hk: '合約盈虧', th: 'กำไรขาดทุนสัญญา', jp: '契約損益', kor: '계약 손익', fra: 'Résultat du contrat', spa: 'Ganancia y pérdida del contrato' },
  lever_liquidation: { en: 'Contract liquidation', zh: '合约爆仓', hk: '合約爆倉', th: 'การบังคับปิดสถานะสัญญา', jp: '契約の強制決済', kor: '계약 강제 청산', fra: 'Liquidation du contrat', spa: 'Liquidación del contrato' },
  adjustment: { en: 'Adjustment', zh: '调整', hk: '調整', th: 'การปรับปรุง', jp: '調整', kor: '조정', fra: 'Ajustement', spa: 'Ajuste' },
} satisfies Record<string, Translations>;
export type LedgerReason = keyof typeof LEDGER_REASONS;
