import { defineErrors } from '../common/errors';

/** Seconds options. A missing or stale price answers `price_unavailable` (wallet). */
export const optionErrors = defineErrors({
  option_period_unknown: {
    text: {
      en: 'This period is not available',
      zh: '该周期不可用',
      hk: '該週期不可用',
      th: 'ไม่มีรอบเวลานี้ให้เลือก',
      jp: 'この期間は利用できません',
      kor: '이 기간은 이용할 수 없습니다',
      fra: 'Cette durée n’est pas disponible',
      spa: 'Este periodo no está disponible',
    },
  },
  option_stake_below_minimum: {
    text: {
      en: 'The amount is below the minimum for this period',
      zh: '金额低于该周期的最低下单额',
      hk: '金額低於該週期的最低下單額',
      th: 'จำนวนเงินต่ำกว่าขั้นต่ำของรอบเวลานี้',
      jp: '金額がこの期間の最低額を下回っています',
      kor: '금액이 이 기간의 최소 금액보다 적습니다',
      fra: 'Le montant est inférieur au minimum pour cette durée',
      spa: 'El importe es inferior al mínimo para este periodo',
    },
  },
  option_stake_above_maximum: {
    text: {
      en: 'The amount is above the maximum for this period',
      zh: '金额超过该周期的最高下单额',
      hk: '金額超過該週期的最高下單額',
      th: 'จำนวนเงินเกินขั้นสูงของรอบเวลานี้',
      jp: '金額がこの期間の上限を超えています',
      kor: '금액이 이 기간의 최대 금액을 초과합니다',
      fra: 'Le montant dépasse le maximum pour cette durée',
      spa: 'El importe supera el máximo para este periodo',
    },
  },
  option_pair_unavailable: {
    text: {
      en: 'Seconds options are not available for this pair',
      zh: '该交易对暂不支持秒合约',
      hk: '該交易對暫不支援秒合約',
      th: 'คู่เทรดนี้ยังไม่รองรับออปชันรายวินาที',
      jp: 'この通貨ペアでは秒オプションを利用できません',
      kor: '이 거래쌍은 초 옵션을 지원하지 않습니다',
      fra: 'Les options à la seconde ne sont pas disponibles pour cette paire',
      spa: 'Las opciones por segundos no están disponibles para este par',
    },
  },
  option_currency_unavailable: {
    text: {
      en: 'This currency cannot be used for seconds options',
      zh: '该币种不能用于秒合约',
      hk: '該幣種不能用於秒合約',
      th: 'ไม่สามารถใช้สกุลเงินนี้กับออปชันรายวินาทีได้',
      jp: 'この通貨は秒オプションに使用できません',
      kor: '이 통화는 초 옵션에 사용할 수 없습니다',
      fra: 'Cette devise ne peut pas servir aux options à la seconde',
      spa: 'Esta moneda no se puede usar en opciones por segundos',
    },
  },
  option_market_closed: {
    text: {
      en: 'The market is closed, or closes before this order would expire',
      zh: '该市场已休市，或将在订单到期前休市',
      hk: '該市場已休市，或將在訂單到期前休市',
      th: 'ตลาดปิดอยู่ หรือจะปิดก่อนคำสั่งนี้ครบกำหนด',
      jp: '市場は休場中か、この注文の満期前に閉場します',
      kor: '시장이 휴장 중이거나 이 주문의 만기 전에 휴장합니다',
      fra: 'Le marché est fermé, ou fermera avant l’échéance de cet ordre',
      spa: 'El mercado está cerrado o cerrará antes del vencimiento de esta orden',
    },
  },
});
