import { defineErrors } from '../common/errors';

/** Contracts (lever). Reused from other domains: insufficient_balance, price_unavailable, price_invalid. */
export const leverErrors = defineErrors({
  lever_pair_unavailable: {
    text: {
      en: 'This contract cannot be traded right now',
      zh: '该合约暂不可交易',
      hk: '該合約暫不可交易',
      th: 'สัญญานี้ไม่สามารถซื้อขายได้ในขณะนี้',
      jp: 'この契約は現在取引できません',
      kor: '현재 이 계약은 거래할 수 없습니다',
      fra: 'Ce contrat ne peut pas être négocié pour le moment',
      spa: 'Este contrato no se puede negociar ahora',
    },
  },
  lever_market_closed: {
    text: {
      en: 'This market is closed. Stocks, forex and commodities trade Monday to Friday (UTC)',
      zh: '该市场已休市。股票、外汇和商品的交易时间为周一至周五（UTC）',
      hk: '該市場已休市。股票、外匯和商品的交易時間為週一至週五（UTC）',
      th: 'ตลาดนี้ปิดแล้ว หุ้น ฟอเร็กซ์ และสินค้าโภคภัณฑ์ซื้อขายได้วันจันทร์ถึงศุกร์ (UTC)',
      jp: 'この市場は閉場中です。株式・FX・商品の取引は月曜から金曜（UTC）です',
      kor: '이 시장은 현재 휴장입니다. 주식, 외환, 상품은 월요일부터 금요일(UTC)까지 거래됩니다',
      fra: 'Ce marché est fermé. Actions, devises et matières premières se négocient du lundi au vendredi (UTC)',
      spa: 'Este mercado está cerrado. Acciones, divisas y materias primas se negocian de lunes a viernes (UTC)',
    },
  },
  lever_leverage_invalid: {
    text: {
      en: 'Please choose one of the offered leverages',
      zh: '请选择可用的杠杆倍数',
      hk: '請選擇可用的槓桿倍數',
      th: 'กรุณาเลือกเลเวอเรจที่มีให้',
      jp: '提示されたレバレッジから選択してください',
      kor: '제공되는 레버리지 중에서 선택하세요',
      fra: 'Veuillez choisir l’un des effets de levier proposés',
      spa: 'Elija uno de los apalancamientos ofrecidos',
    },
  },
  lever_share_invalid: {
    text: {
      en: 'Please enter a correct number of lots (at most 2 decimals)',
      zh: '请输入正确的手数（最多2位小数）',
      hk: '請輸入正確的手數（最多2位小數）',
      th: 'กรุณากรอกจำนวนล็อตที่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
      jp: '正しいロット数を入力してください（小数点以下2桁まで）',
      kor: '올바른 랏 수를 입력하세요 (소수점 2자리까지)',
      fra: 'Veuillez saisir un nombre de lots correct (2 décimales au plus)',
      spa: 'Introduzca un número de lotes correcto (2 decimales como máximo)',
    },
  },
  lever_share_below_minimum: {
    text: {
      en: 'The number of lots is below the minimum',
      zh: '手数低于最小值',
      hk: '手數低於最小值',
      th: 'จำนวนล็อตต่ำกว่าขั้นต่ำ',
      jp: 'ロット数が最小値を下回っています',
      kor: '랏 수가 최소값보다 적습니다',
      fra: 'Le nombre de lots est inférieur au minimum',
      spa: 'El número de lotes es inferior al mínimo',
    },
  },
  lever_share_above_maximum: {
    text: {
      en: 'The number of lots is above the maximum',
      zh: '手数超过最大值',
      hk: '手數超過最大值',
      th: 'จำนวนล็อตเกินขั้นสูงสุด',
      jp: 'ロット数が最大値を超えています',
      kor: '랏 수가 최대값을 초과합니다',
      fra: 'Le nombre de lots dépasse le maximum',
      spa: 'El número de lotes supera el máximo',
    },
  },
  lever_limit_price_invalid: {
    text: {
      en: 'A limit long must be priced below the market price, a limit short above it',
      zh: '限价做多的价格须低于市价，限价做空的价格须高于市价',
      hk: '限價做多的價格須低於市價，限價做空的價格須高於市價',
      th: 'ราคาลิมิตฝั่งซื้อต้องต่ำกว่าราคาตลาด ฝั่งขายต้องสูงกว่าราคาตลาด',
      jp: '指値ロングは市場価格より低く、指値ショートは市場価格より高く設定してください',
      kor: '지정가 롱은 시장가보다 낮게, 지정가 숏은 시장가보다 높게 설정해야 합니다',
      fra: 'Un achat à cours limité doit être sous le prix du marché, une vente à cours limité au-dessus',
      spa: 'Un largo limitado debe estar por debajo del precio de mercado, un corto limitado por encima',
    },
  },
  lever_stop_price_invalid: {
    text: {
      en: 'For a long, take-profit must be above and stop-loss below the price; for a short, the reverse',
      zh: '做多时止盈价须高于、止损价须低于当前价格；做空时相反',
      hk: '做多時止盈價須高於、止損價須低於當前價格；做空時相反',
      th: 'สำหรับฝั่งซื้อ ราคาทำกำไรต้องสูงกว่าและราคาตัดขาดทุนต้องต่ำกว่าราคา ฝั่งขายกลับกัน',
      jp: 'ロングでは利確価格は価格より上、損切り価格は下に設定してください（ショートは逆）',
      kor: '롱은 익절가가 가격보다 높고 손절가가 낮아야 하며, 숏은 그 반대입니다',
      fra: 'Pour un achat, la prise de bénéfice doit être au-dessus et le stop sous le prix ; l’inverse pour une vente',
      spa: 'En un largo, la toma de ganancias debe estar por encima y el stop por debajo del precio; en un corto, al revés',
    },
  },
  lever_position_not_found: {
    text: {
      en: 'Position not found',
      zh: '持仓不存在',
      hk: '持倉不存在',
      th: 'ไม่พบสถานะ',
      jp: 'ポジションが見つかりません',
      kor: '포지션을 찾을 수 없습니다',
      fra: 'Position introuvable',
      spa: 'Posición no encontrada',
    },
  },
  lever_position_not_open: {
    text: {
      en: 'This position is not open',
      zh: '该持仓未处于持仓中',
      hk: '該持倉未處於持倉中',
      th: 'สถานะนี้ไม่ได้เปิดอยู่',
      jp: 'このポジションは保有中ではありません',
      kor: '이 포지션은 보유 중이 아닙니다',
      fra: 'Cette position n’est pas ouverte',
      spa: 'Esta posición no está abierta',
    },
  },
  lever_order_not_entrusted: {
    text: {
      en: 'Only a pending limit order can be cancelled',
      zh: '只能撤销委托中的限价单',
      hk: '只能撤銷委託中的限價單',
      th: 'ยกเลิกได้เฉพาะคำสั่งลิมิตที่รอดำเนินการเท่านั้น',
      jp: '取り消せるのは待機中の指値注文のみです',
      kor: '대기 중인 지정가 주문만 취소할 수 있습니다',
      fra: 'Seul un ordre à cours limité en attente peut être annulé',
      spa: 'Solo se puede cancelar una orden limitada pendiente',
    },
  },
  lever_too_many_positions: {
    text: {
      en: 'You have reached the maximum number of open positions and orders',
      zh: '持仓和委托数量已达上限',
      hk: '持倉和委託數量已達上限',
      th: 'จำนวนสถานะและคำสั่งถึงขีดจำกัดแล้ว',
      jp: 'ポジションと注文の数が上限に達しました',
      kor: '포지션과 주문 수가 한도에 도달했습니다',
      fra: 'Vous avez atteint le nombre maximal de positions et d’ordres',
      spa: 'Ha alcanzado el número máximo de posiciones y órdenes',
    },
  },
});
