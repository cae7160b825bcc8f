import { defineErrors } from '../common/errors';

/** Dual investment. */
export const dualErrors = defineErrors({
  dual_product_not_found: {
    text: {
      en: 'This investment product does not exist',
      zh: '该理财产品不存在',
      hk: '該理財產品不存在',
      th: 'ไม่พบผลิตภัณฑ์การลงทุนนี้',
      jp: 'この投資商品は存在しません',
      kor: '이 투자 상품은 존재하지 않습니다',
      fra: 'Ce produit d’investissement n’existe pas',
      spa: 'Este producto de inversión no existe',
    },
  },
  dual_not_on_sale: {
    text: {
      en: 'This product is not on sale or has ended',
      zh: '该产品未开售或已结束',
      hk: '該產品未開售或已結束',
      th: 'ผลิตภัณฑ์นี้ยังไม่เปิดขายหรือสิ้นสุดแล้ว',
      jp: 'この商品は販売されていないか終了しました',
      kor: '이 상품은 판매 중이 아니거나 종료되었습니다',
      fra: 'Ce produit n’est pas en vente ou est terminé',
      spa: 'Este producto no está a la venta o ha terminado',
    },
  },
  dual_quota_exceeded: {
    text: {
      en: 'Not enough shares remain',
      zh: '剩余份数不足',
      hk: '剩餘份數不足',
      th: 'จำนวนหน่วยคงเหลือไม่พอ',
      jp: '残りの口数が足りません',
      kor: '남은 수량이 부족합니다',
      fra: 'Il ne reste pas assez de parts',
      spa: 'No quedan suficientes participaciones',
    },
  },
  dual_user_limit_exceeded: {
    text: {
      en: 'This would exceed your limit of shares for this product',
      zh: '超过您在该产品的购买份数上限',
      hk: '超過您在該產品的購買份數上限',
      th: 'เกินจำนวนหน่วยสูงสุดของคุณสำหรับผลิตภัณฑ์นี้',
      jp: 'この商品のあなたの購入上限口数を超えます',
      kor: '이 상품의 구매 한도 수량을 초과합니다',
      fra: 'Cela dépasserait votre limite de parts pour ce produit',
      spa: 'Superaría su límite de participaciones para este producto',
    },
  },
  dual_product_invalid: {
    text: {
      en: 'The product settings are inconsistent',
      zh: '产品设置不一致',
      hk: '產品設定不一致',
      th: 'การตั้งค่าผลิตภัณฑ์ไม่สอดคล้องกัน',
      jp: '商品設定が矛盾しています',
      kor: '상품 설정이 일관되지 않습니다',
      fra: 'Les paramètres du produit sont incohérents',
      spa: 'La configuración del producto es incoherente',
    },
  },
});
