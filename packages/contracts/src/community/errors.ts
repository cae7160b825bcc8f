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
});
