import { defineErrors } from '../common/errors';

/** Messages, coupons, invite and the other community features. Reused: not_found, validation_failed. */
export const communityErrors = defineErrors({
  message_not_found: {
    text: {
      en: 'This message does not exist or was deleted',
      zh: '该消息不存在或已删除',
      hk: '該消息不存在或已刪除',
      th: 'ไม่พบข้อความนี้หรือถูกลบแล้ว',
      jp: 'このメッセージは存在しないか削除されました',
      kor: '이 메시지가 없거나 삭제되었습니다',
      fra: 'Ce message n’existe pas ou a été supprimé',
      spa: 'Este mensaje no existe o fue eliminado',
    },
  },
  coupon_not_found: {
    text: {
      en: 'This coupon does not exist',
      zh: '该优惠券不存在',
      hk: '該優惠券不存在',
      th: 'ไม่พบคูปองนี้',
      jp: 'このクーポンは存在しません',
      kor: '이 쿠폰이 존재하지 않습니다',
      fra: 'Ce coupon n’existe pas',
      spa: 'Este cupón no existe',
    },
  },
  coupon_used: {
    text: {
      en: 'This coupon has already been used',
      zh: '该优惠券已被使用',
      hk: '該優惠券已被使用',
      th: 'คูปองนี้ถูกใช้ไปแล้ว',
      jp: 'このクーポンは使用済みです',
      kor: '이미 사용된 쿠폰입니다',
      fra: 'Ce coupon a déjà été utilisé',
      spa: 'Este cupón ya se ha utilizado',
    },
  },
  coupon_expired: {
    text: {
      en: 'This coupon has expired',
      zh: '该优惠券已过期',
      hk: '該優惠券已過期',
      th: 'คูปองนี้หมดอายุแล้ว',
      jp: 'このクーポンは期限切れです',
      kor: '만료된 쿠폰입니다',
      fra: 'Ce coupon a expiré',
      spa: 'Este cupón ha caducado',
    },
  },
  coupon_not_claimed: {
    text: {
      en: 'Claim this coupon before using it',
      zh: '请先领取该优惠券',
      hk: '請先領取該優惠券',
      th: 'กรุณารับคูปองนี้ก่อนใช้',
      jp: '使用前にクーポンを受け取ってください',
      kor: '사용하기 전에 쿠폰을 받으세요',
      fra: 'Récupérez ce coupon avant de l’utiliser',
      spa: 'Reclame este cupón antes de usarlo',
    },
  },
  coupon_not_applicable: {
    text: {
      en: 'This coupon cannot be used for this order',
      zh: '该优惠券不适用于此订单',
      hk: '該優惠券不適用於此訂單',
      th: 'ใช้คูปองนี้กับคำสั่งนี้ไม่ได้',
      jp: 'このクーポンはこの注文に使えません',
      kor: '이 주문에는 이 쿠폰을 사용할 수 없습니다',
      fra: 'Ce coupon ne s’applique pas à cet ordre',
      spa: 'Este cupón no se puede usar para esta orden',
    },
  },
  coupon_min_order: {
    text: {
      en: 'This order is below the coupon’s minimum',
      zh: '订单金额低于优惠券的最低使用金额',
      hk: '訂單金額低於優惠券的最低使用金額',
      th: 'คำสั่งนี้ต่ำกว่าขั้นต่ำของคูปอง',
      jp: '注文額がクーポンの最低金額に達していません',
      kor: '주문 금액이 쿠폰 최소 금액보다 적습니다',
      fra: 'Cet ordre est inférieur au minimum du coupon',
      spa: 'Esta orden está por debajo del mínimo del cupón',
    },
  },
  coupon_not_claimable: {
    text: {
      en: 'This coupon is not available to you',
      zh: '您无法领取该优惠券',
      hk: '您無法領取該優惠券',
      th: 'คุณไม่สามารถรับคูปองนี้ได้',
      jp: 'このクーポンは受け取れません',
      kor: '이 쿠폰을 받을 수 없습니다',
      fra: 'Ce coupon ne vous est pas proposé',
      spa: 'Este cupón no está disponible para usted',
    },
  },
  coupon_expiry_past: {
    text: {
      en: 'The expiry must be in the future',
      zh: '到期时间必须晚于当前时间',
      hk: '到期時間必須晚於當前時間',
      th: 'วันหมดอายุต้องอยู่ในอนาคต',
      jp: '有効期限は未来の日時にしてください',
      kor: '만료일은 미래여야 합니다',
      fra: 'L’expiration doit être dans le futur',
      spa: 'La caducidad debe ser futura',
    },
  },
  feedback_image_invalid: {
    text: {
      en: 'Please attach screenshots you uploaded for this feedback',
      zh: '请附上您为此反馈上传的截图',
      hk: '請附上您為此反饋上傳的截圖',
      th: 'กรุณาแนบภาพหน้าจอที่คุณอัปโหลดสำหรับความคิดเห็นนี้',
      jp: 'このフィードバック用にアップロードしたスクリーンショットを添付してください',
      kor: '이 피드백을 위해 업로드한 스크린샷을 첨부하세요',
      fra: 'Joignez les captures d’écran envoyées pour cet avis',
      spa: 'Adjunte las capturas que subió para este comentario',
    },
  },
  feedback_too_many: {
    text: {
      en: 'You have too many open feedback items; please wait for a reply',
      zh: '您有太多未回复的反馈，请等待回复',
      hk: '您有太多未回覆的反饋，請等待回覆',
      th: 'คุณมีความคิดเห็นที่ยังไม่ได้ตอบมากเกินไป กรุณารอการตอบกลับ',
      jp: '未回答のフィードバックが多すぎます。返信をお待ちください',
      kor: '답변을 기다리는 피드백이 너무 많습니다. 답변을 기다려 주세요',
      fra: 'Trop d’avis sans réponse ; veuillez attendre une réponse',
      spa: 'Tiene demasiados comentarios sin respuesta; espere una respuesta',
    },
  },
  feedback_already_replied: {
    text: {
      en: 'This feedback already has a reply',
      zh: '该反馈已回复',
      hk: '該反饋已回覆',
      th: 'ความคิดเห็นนี้ได้รับการตอบกลับแล้ว',
      jp: 'このフィードバックには返信済みです',
      kor: '이미 답변한 피드백입니다',
      fra: 'Cet avis a déjà une réponse',
      spa: 'Este comentario ya tiene respuesta',
    },
  },
});
