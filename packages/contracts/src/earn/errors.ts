import { defineErrors } from '../common/errors';

/** Earn (lock mining, flexible savings, cloud mining). Too little money answers `insufficient_balance`. */
export const earnErrors = defineErrors({
  earn_product_not_found: {
    text: {
      en: 'This product does not exist',
      zh: '该产品不存在',
      hk: '該產品不存在',
      th: 'ไม่พบผลิตภัณฑ์นี้',
      jp: 'この商品は存在しません',
      kor: '이 상품은 존재하지 않습니다',
      fra: 'Ce produit n’existe pas',
      spa: 'Este producto no existe',
    },
  },
  earn_not_on_sale: {
    text: {
      en: 'This product is not on sale now',
      zh: '该产品当前不在销售期',
      hk: '該產品當前不在銷售期',
      th: 'ผลิตภัณฑ์นี้ไม่ได้เปิดขายในขณะนี้',
      jp: 'この商品は現在販売されていません',
      kor: '이 상품은 현재 판매 중이 아닙니다',
      fra: 'Ce produit n’est pas en vente actuellement',
      spa: 'Este producto no está a la venta ahora',
    },
  },
  earn_amount_below_minimum: {
    text: {
      en: 'The amount is below the minimum of this product',
      zh: '金额低于该产品的最低限额',
      hk: '金額低於該產品的最低限額',
      th: 'จำนวนเงินต่ำกว่าขั้นต่ำของผลิตภัณฑ์นี้',
      jp: '金額がこの商品の最低額を下回っています',
      kor: '금액이 이 상품의 최소 금액보다 적습니다',
      fra: 'Le montant est inférieur au minimum de ce produit',
      spa: 'El importe es inferior al mínimo de este producto',
    },
  },
  earn_amount_above_maximum: {
    text: {
      en: 'The amount is above the maximum of this product',
      zh: '金额超过该产品的最高限额',
      hk: '金額超過該產品的最高限額',
      th: 'จำนวนเงินเกินขั้นสูงของผลิตภัณฑ์นี้',
      jp: '金額がこの商品の上限を超えています',
      kor: '금액이 이 상품의 최대 금액을 초과합니다',
      fra: 'Le montant dépasse le maximum de ce produit',
      spa: 'El importe supera el máximo de este producto',
    },
  },
  earn_quota_exceeded: {
    text: {
      en: 'The amount is above the quota left of this product',
      zh: '金额超过该产品的剩余额度',
      hk: '金額超過該產品的剩餘額度',
      th: 'จำนวนเงินเกินโควตาที่เหลือของผลิตภัณฑ์นี้',
      jp: '金額がこの商品の残り枠を超えています',
      kor: '금액이 이 상품의 남은 한도를 초과합니다',
      fra: 'Le montant dépasse le quota restant de ce produit',
      spa: 'El importe supera el cupo restante de este producto',
    },
  },
  earn_user_cap_exceeded: {
    text: {
      en: 'The amount is above what one user may hold in this product',
      zh: '金额超过该产品的个人持有上限',
      hk: '金額超過該產品的個人持有上限',
      th: 'จำนวนเงินเกินวงเงินต่อผู้ใช้ของผลิตภัณฑ์นี้',
      jp: '金額がこの商品の1人あたりの上限を超えています',
      kor: '금액이 이 상품의 1인당 한도를 초과합니다',
      fra: 'Le montant dépasse le plafond par utilisateur de ce produit',
      spa: 'El importe supera el límite por usuario de este producto',
    },
  },
  earn_amount_too_precise: {
    text: {
      en: 'The amount has more decimals than this currency allows',
      zh: '金额的小数位数超过该币种允许的位数',
      hk: '金額的小數位數超過該幣種允許的位數',
      th: 'จำนวนเงินมีทศนิยมมากเกินกว่าที่สกุลเงินนี้อนุญาต',
      jp: '金額の小数桁数がこの通貨の上限を超えています',
      kor: '금액의 소수 자릿수가 이 통화의 허용 범위를 초과합니다',
      fra: 'Le montant a plus de décimales que cette devise n’en permet',
      spa: 'El importe tiene más decimales de los que permite esta moneda',
    },
  },
  earn_order_not_found: {
    text: {
      en: 'This order does not exist',
      zh: '该订单不存在',
      hk: '該訂單不存在',
      th: 'ไม่พบคำสั่งนี้',
      jp: 'この注文は存在しません',
      kor: '이 주문은 존재하지 않습니다',
      fra: 'Cette commande n’existe pas',
      spa: 'Este pedido no existe',
    },
  },
  earn_order_not_active: {
    text: {
      en: 'This order has already ended',
      zh: '该订单已结束',
      hk: '該訂單已結束',
      th: 'คำสั่งนี้สิ้นสุดแล้ว',
      jp: 'この注文はすでに終了しています',
      kor: '이 주문은 이미 종료되었습니다',
      fra: 'Cette commande est déjà terminée',
      spa: 'Este pedido ya ha terminado',
    },
  },
  earn_redeem_above_balance: {
    text: {
      en: 'The amount is above what you hold in this product',
      zh: '赎回金额超过您在该产品中的持有量',
      hk: '贖回金額超過您在該產品中的持有量',
      th: 'จำนวนเงินเกินกว่ายอดที่คุณถือในผลิตภัณฑ์นี้',
      jp: '金額がこの商品の保有額を超えています',
      kor: '금액이 이 상품의 보유액을 초과합니다',
      fra: 'Le montant dépasse ce que vous détenez dans ce produit',
      spa: 'El importe supera lo que tiene en este producto',
    },
  },
  earn_product_invalid: {
    text: {
      en: 'These terms are not consistent (limits, rates, quota or tiers)',
      zh: '产品条款不一致（限额、收益率、额度或档位）',
      hk: '產品條款不一致（限額、收益率、額度或檔位）',
      th: 'เงื่อนไขไม่สอดคล้องกัน (วงเงิน อัตรา โควตา หรือขั้น)',
      jp: '条件に矛盾があります（上下限、利率、枠、段階）',
      kor: '조건이 일치하지 않습니다(한도, 수익률, 할당량 또는 구간)',
      fra: 'Ces conditions ne sont pas cohérentes (limites, taux, quota ou paliers)',
      spa: 'Estas condiciones no son coherentes (límites, tasas, cupo o tramos)',
    },
  },
  earn_cannot_redeem: {
    text: {
      en: 'A cloud mining contract is a purchase and cannot be redeemed',
      zh: '云挖矿合约为购买，不能赎回',
      hk: '雲挖礦合約為購買，不能贖回',
      th: 'สัญญาคลาวด์ไมนิ่งเป็นการซื้อและไม่สามารถไถ่ถอนได้',
      jp: 'クラウドマイニング契約は購入のため解約できません',
      kor: '클라우드 마이닝 계약은 구매이므로 환매할 수 없습니다',
      fra: 'Un contrat de minage cloud est un achat et ne peut pas être racheté',
      spa: 'Un contrato de minería en la nube es una compra y no se puede rescatar',
    },
  },
});
