import { defineErrors } from '../common/errors';

/** Products and settings in the console. Reused: not_found, validation_failed, setting_not_found. */
export const productAdminErrors = defineErrors({
  instrument_has_open_orders: {
    text: {
      en: 'This instrument still has open positions or orders; close them before delisting it',
      zh: '该品种仍有未平仓位或未完成订单，请处理后再下架',
      hk: '該品種仍有未平倉位或未完成訂單，請處理後再下架',
      th: 'ตราสารนี้ยังมีสถานะหรือคำสั่งที่เปิดอยู่ กรุณาปิดก่อนนำออก',
      jp: 'この銘柄には未決済のポジションまたは注文があります。上場廃止の前に処理してください',
      kor: '이 종목에 미결제 포지션이나 주문이 있습니다. 상장 폐지 전에 정리하세요',
      fra: 'Cet instrument a encore des positions ou des ordres ouverts ; clôturez-les avant de le retirer',
      spa: 'Este instrumento aún tiene posiciones u órdenes abiertas; ciérrelas antes de retirarlo',
    },
  },
});
