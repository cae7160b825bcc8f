import { defineErrors } from '../common/errors';

/** Price alerts. */
export const alertErrors = defineErrors({
  alert_not_found: {
    text: {
      en: 'This price alert does not exist',
      zh: '该价格提醒不存在',
      hk: '該價格提醒不存在',
      th: 'ไม่พบการแจ้งเตือนราคานี้',
      jp: 'この価格アラートは存在しません',
      kor: '이 가격 알림은 존재하지 않습니다',
      fra: 'Cette alerte de prix n’existe pas',
      spa: 'Esta alerta de precio no existe',
    },
  },
  alert_pair_invalid: {
    text: {
      en: 'Price alerts are not available for this pair',
      zh: '该交易对不支持价格提醒',
      hk: '該交易對不支援價格提醒',
      th: 'คู่นี้ไม่รองรับการแจ้งเตือนราคา',
      jp: 'このペアでは価格アラートを利用できません',
      kor: '이 페어는 가격 알림을 사용할 수 없습니다',
      fra: 'Les alertes de prix ne sont pas disponibles pour cette paire',
      spa: 'Las alertas de precio no están disponibles para este par',
    },
  },
  alert_limit_reached: {
    text: {
      en: 'You already have the most active price alerts allowed; delete one first',
      zh: '有效价格提醒已达上限，请先删除一个',
      hk: '有效價格提醒已達上限，請先刪除一個',
      th: 'คุณมีการแจ้งเตือนราคาที่ใช้งานอยู่ครบจำนวนสูงสุดแล้ว โปรดลบก่อน',
      jp: '有効な価格アラートが上限に達しています。先に1つ削除してください',
      kor: '활성 가격 알림이 최대 개수에 도달했습니다. 먼저 하나를 삭제하세요',
      fra: 'Vous avez déjà le nombre maximal d’alertes actives ; supprimez-en une d’abord',
      spa: 'Ya tiene el máximo de alertas activas permitido; elimine una primero',
    },
  },
  alert_no_price: {
    text: {
      en: 'No recorded price is available for this pair yet',
      zh: '该交易对暂无记录价格',
      hk: '該交易對暫無記錄價格',
      th: 'ยังไม่มีราคาที่บันทึกสำหรับคู่นี้',
      jp: 'このペアの記録価格はまだありません',
      kor: '이 페어의 기록된 가격이 아직 없습니다',
      fra: 'Aucun prix enregistré pour cette paire pour l’instant',
      spa: 'Aún no hay un precio registrado para este par',
    },
  },
  alert_target_above_needed: {
    text: {
      en: 'The price is already at or above this target; choose a higher price',
      zh: '当前价格已达到或高于该目标价，请设置更高的价格',
      hk: '當前價格已達到或高於該目標價，請設定更高的價格',
      th: 'ราคาปัจจุบันถึงหรือสูงกว่าเป้าหมายนี้แล้ว โปรดเลือกราคาที่สูงขึ้น',
      jp: '現在価格はすでにこの目標以上です。より高い価格を指定してください',
      kor: '현재 가격이 이미 목표가 이상입니다. 더 높은 가격을 선택하세요',
      fra: 'Le prix est déjà au niveau de cette cible ou au-dessus ; choisissez un prix plus haut',
      spa: 'El precio ya está en este objetivo o por encima; elija un precio más alto',
    },
  },
  alert_target_below_needed: {
    text: {
      en: 'The price is already at or below this target; choose a lower price',
      zh: '当前价格已达到或低于该目标价，请设置更低的价格',
      hk: '當前價格已達到或低於該目標價，請設定更低的價格',
      th: 'ราคาปัจจุบันถึงหรือต่ำกว่าเป้าหมายนี้แล้ว โปรดเลือกราคาที่ต่ำลง',
      jp: '現在価格はすでにこの目標以下です。より低い価格を指定してください',
      kor: '현재 가격이 이미 목표가 이하입니다. 더 낮은 가격을 선택하세요',
      fra: 'Le prix est déjà au niveau de cette cible ou en dessous ; choisissez un prix plus bas',
      spa: 'El precio ya está en este objetivo o por debajo; elija un precio más bajo',
    },
  },
});
