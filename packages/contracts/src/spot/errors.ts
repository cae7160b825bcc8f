import { defineErrors } from '../common/errors';

export const spotErrors = defineErrors({
  quantity_invalid: {
    text: {
      en: 'Please enter a correct quantity',
      zh: '请输入正确的数量',
      hk: '請輸入正確的數量',
      th: 'กรุณากรอกจำนวนที่ถูกต้อง',
      jp: '正しい数量を入力してください',
      kor: '올바른 수량을 입력하세요',
      fra: 'Veuillez saisir une quantité correcte',
      spa: 'Introduzca una cantidad correcta',
    },
  },
  price_invalid: {
    text: {
      en: 'Please enter a correct price',
      zh: '请输入正确的价格',
      hk: '請輸入正確的價格',
      th: 'กรุณากรอกราคาที่ถูกต้อง',
      jp: '正しい価格を入力してください',
      kor: '올바른 가격을 입력하세요',
      fra: 'Veuillez saisir un prix correct',
      spa: 'Introduzca un precio correcto',
    },
  },
  quantity_below_minimum: {
    text: {
      en: 'The quantity is below the minimum for this pair',
      zh: '数量低于该交易对的最小下单量',
      hk: '數量低於該交易對的最小下單量',
      th: 'จำนวนต่ำกว่าขั้นต่ำของคู่เทรดนี้',
      jp: '数量がこの通貨ペアの最小注文量を下回っています',
      kor: '수량이 이 거래쌍의 최소 주문 수량보다 적습니다',
      fra: 'La quantité est inférieure au minimum de cette paire',
      spa: 'La cantidad es inferior al mínimo de este par',
    },
  },
  quantity_above_maximum: {
    text: {
      en: 'The quantity is above the maximum for this pair',
      zh: '数量超过该交易对的最大下单量',
      hk: '數量超過該交易對的最大下單量',
      th: 'จำนวนเกินขั้นสูงของคู่เทรดนี้',
      jp: '数量がこの通貨ペアの最大注文量を超えています',
      kor: '수량이 이 거래쌍의 최대 주문 수량을 초과합니다',
      fra: 'La quantité dépasse le maximum de cette paire',
      spa: 'La cantidad supera el máximo de este par',
    },
  },
  order_value_below_minimum: {
    text: {
      en: 'The order value is below the minimum',
      zh: '订单金额低于最小值',
      hk: '訂單金額低於最小值',
      th: 'มูลค่าคำสั่งต่ำกว่าขั้นต่ำ',
      jp: '注文金額が最低額を下回っています',
      kor: '주문 금액이 최소 금액보다 적습니다',
      fra: 'La valeur de l’ordre est inférieure au minimum',
      spa: 'El valor de la orden es inferior al mínimo',
    },
  },
  price_out_of_band: {
    text: {
      en: 'The price is too far from the market price',
      zh: '价格偏离市场价过大',
      hk: '價格偏離市場價過大',
      th: 'ราคาห่างจากราคาตลาดมากเกินไป',
      jp: '価格が市場価格から離れすぎています',
      kor: '가격이 시장가와 너무 차이 납니다',
      fra: 'Le prix est trop éloigné du prix du marché',
      spa: 'El precio está demasiado lejos del precio de mercado',
    },
  },
  pair_not_tradable: {
    text: {
      en: 'This pair cannot be traded right now',
      zh: '该交易对暂不可交易',
      hk: '該交易對暫不可交易',
      th: 'คู่เทรดนี้ไม่สามารถซื้อขายได้ในขณะนี้',
      jp: 'この通貨ペアは現在取引できません',
      kor: '현재 이 거래쌍은 거래할 수 없습니다',
      fra: 'Cette paire ne peut pas être négociée pour le moment',
      spa: 'Este par no se puede negociar ahora',
    },
  },
  order_not_found: {
    text: {
      en: 'Order not found',
      zh: '订单不存在',
      hk: '訂單不存在',
      th: 'ไม่พบคำสั่ง',
      jp: '注文が見つかりません',
      kor: '주문을 찾을 수 없습니다',
      fra: 'Ordre introuvable',
      spa: 'Orden no encontrada',
    },
  },
  order_not_open: {
    text: {
      en: 'This order is no longer open',
      zh: '该订单已不可撤销',
      hk: '該訂單已不可撤銷',
      th: 'คำสั่งนี้ไม่ได้เปิดอยู่แล้ว',
      jp: 'この注文はすでに有効ではありません',
      kor: '이 주문은 더 이상 미체결 상태가 아닙니다',
      fra: 'Cet ordre n’est plus ouvert',
      spa: 'Esta orden ya no está abierta',
    },
  },
  engine_busy: {
    text: {
      en: 'Trading is busy, please try again',
      zh: '交易繁忙，请稍后重试',
      hk: '交易繁忙，請稍後重試',
      th: 'ระบบเทรดไม่ว่าง กรุณาลองอีกครั้ง',
      jp: '取引が混み合っています。もう一度お試しください',
      kor: '거래가 혼잡합니다. 다시 시도하세요',
      fra: 'Le système de trading est occupé, réessayez',
      spa: 'El sistema de trading está ocupado, inténtelo de nuevo',
    },
  },
});
