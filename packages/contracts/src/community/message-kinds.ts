import type { Lang, Translations } from '../common/lang';
import { isPlainDecimal } from '../format/decimal';
import { formatMoney, formatSignedMoney, NUMBER_SEPARATORS } from '../format/money';
import { EVENT_MESSAGE_KINDS } from './message-kinds-events';

/**
 * The texts of inbox messages, by kind. A message is stored as a kind and its parameters, and
 * rendered when it is read, in the reader's language (not the language of whoever caused it).
 * `{name}` in a text is replaced by the parameter of that name.
 */
export interface MessageTemplate {
  title: Translations;
  body: Translations;
  /** Parameters stored as a code (a reason, a result), shown as words of the reader's language. */
  choices?: Record<string, Record<string, Translations>>;
  /** Parameters stored as decimals, shown as figures of the reader's language. */
  figures?: Record<string, MessageFigure>;
}

/**
 * How a stored decimal reads: 'as-stored' keeps its digits (a price recorded at its tick),
 * grouped; otherwise at `places` decimals, towards zero, signed on a gain when `signed`.
 */
export type MessageFigure = 'as-stored' | { places: number; signed?: boolean };

function figureText(value: string, figure: MessageFigure, lang: Lang): string {
  if (!isPlainDecimal(value)) return value;
  const separators = NUMBER_SEPARATORS[lang];
  if (figure === 'as-stored') {
    return formatMoney(value, value.split('.')[1]?.length ?? 0, { separators });
  }
  return figure.signed
    ? formatSignedMoney(value, figure.places, { separators })
    : formatMoney(value, figure.places, { separators });
}

export const MESSAGE_KINDS = {
  deposit_credited: {
    title: {
      en: 'Deposit credited',
      zh: '充值已到账',
      hk: '充值已到賬',
      th: 'เงินฝากเข้าบัญชีแล้ว',
      jp: '入金が反映されました',
      kor: '입금 완료',
      fra: 'Dépôt crédité',
      spa: 'Depósito acreditado',
    },
    body: {
      en: '{amount} {currency} has been credited to your spot account.',
      zh: '{amount} {currency} 已存入您的币币账户。',
      hk: '{amount} {currency} 已存入您的幣幣賬戶。',
      th: '{amount} {currency} ได้เข้าบัญชีสปอตของคุณแล้ว',
      jp: '{amount} {currency} が現物口座に入金されました。',
      kor: '{amount} {currency}이(가) 현물 계정에 입금되었습니다.',
      fra: '{amount} {currency} a été crédité sur votre compte spot.',
      spa: 'Se han acreditado {amount} {currency} en su cuenta spot.',
    },
  },
  withdrawal_sent: {
    title: {
      en: 'Withdrawal sent',
      zh: '提币已发出',
      hk: '提幣已發出',
      th: 'ส่งการถอนแล้ว',
      jp: '出金を送信しました',
      kor: '출금 전송 완료',
      fra: 'Retrait envoyé',
      spa: 'Retiro enviado',
    },
    body: {
      en: 'Your withdrawal of {amount} {currency} has been sent. Transaction: {txid}',
      zh: '您提取的 {amount} {currency} 已发出。交易号：{txid}',
      hk: '您提取的 {amount} {currency} 已發出。交易號：{txid}',
      th: 'การถอน {amount} {currency} ของคุณถูกส่งแล้ว ธุรกรรม: {txid}',
      jp: '{amount} {currency} の出金を送信しました。取引: {txid}',
      kor: '{amount} {currency} 출금이 전송되었습니다. 거래: {txid}',
      fra: 'Votre retrait de {amount} {currency} a été envoyé. Transaction : {txid}',
      spa: 'Su retiro de {amount} {currency} ha sido enviado. Transacción: {txid}',
    },
  },
  withdrawal_rejected: {
    title: {
      en: 'Withdrawal rejected',
      zh: '提币被拒绝',
      hk: '提幣被拒絕',
      th: 'การถอนถูกปฏิเสธ',
      jp: '出金が却下されました',
      kor: '출금 거절',
      fra: 'Retrait refusé',
      spa: 'Retiro rechazado',
    },
    body: {
      en: 'Your withdrawal of {amount} {currency} was rejected and the amount is available again. Reason: {reason}',
      zh: '您提取 {amount} {currency} 的申请被拒绝，金额已解冻。原因：{reason}',
      hk: '您提取 {amount} {currency} 的申請被拒絕，金額已解凍。原因：{reason}',
      th: 'การถอน {amount} {currency} ของคุณถูกปฏิเสธ และยอดเงินใช้ได้อีกครั้ง เหตุผล: {reason}',
      jp: '{amount} {currency} の出金は却下され、金額は再び利用可能です。理由: {reason}',
      kor: '{amount} {currency} 출금이 거절되어 금액이 다시 사용 가능합니다. 사유: {reason}',
      fra: 'Votre retrait de {amount} {currency} a été refusé et le montant est de nouveau disponible. Motif : {reason}',
      spa: 'Su retiro de {amount} {currency} fue rechazado y el importe vuelve a estar disponible. Motivo: {reason}',
    },
  },
  withdrawal_failed: {
    title: {
      en: 'Withdrawal failed',
      zh: '提币失败',
      hk: '提幣失敗',
      th: 'การถอนล้มเหลว',
      jp: '出金に失敗しました',
      kor: '출금 실패',
      fra: 'Retrait échoué',
      spa: 'Retiro fallido',
    },
    body: {
      en: 'Your withdrawal of {amount} {currency} failed on chain and the amount and fee are available again. Transaction: {txid}',
      zh: '您提取的 {amount} {currency} 在链上失败，金额与手续费已解冻。交易号：{txid}',
      hk: '您提取的 {amount} {currency} 在鏈上失敗，金額與手續費已解凍。交易號：{txid}',
      th: 'การถอน {amount} {currency} ของคุณล้มเหลวบนเชน ยอดเงินและค่าธรรมเนียมใช้ได้อีกครั้ง ธุรกรรม: {txid}',
      jp: '{amount} {currency} の出金はチェーン上で失敗し、金額と手数料は再び利用可能です。取引: {txid}',
      kor: '{amount} {currency} 출금이 체인에서 실패하여 금액과 수수료가 다시 사용 가능합니다. 거래: {txid}',
      fra: 'Votre retrait de {amount} {currency} a échoué sur la chaîne ; le montant et les frais sont de nouveau disponibles. Transaction : {txid}',
      spa: 'Su retiro de {amount} {currency} falló en la cadena; el importe y la comisión vuelven a estar disponibles. Transacción: {txid}',
    },
  },
  lever_liquidated: {
    title: {
      en: 'Position liquidated',
      zh: '仓位已强平',
      hk: '倉位已強平',
      th: 'สถานะถูกบังคับปิด',
      jp: 'ポジションが強制決済されました',
      kor: '포지션 강제 청산',
      fra: 'Position liquidée',
      spa: 'Posición liquidada',
    },
    body: {
      en: 'Your {symbol} position #{position_id} was liquidated at {price}. Result: {pnl} {currency}.',
      zh: '您的 {symbol} 仓位 #{position_id} 已在 {price} 强平。盈亏：{pnl} {currency}。',
      hk: '您的 {symbol} 倉位 #{position_id} 已在 {price} 強平。盈虧：{pnl} {currency}。',
      th: 'สถานะ {symbol} #{position_id} ของคุณถูกบังคับปิดที่ {price} ผลลัพธ์: {pnl} {currency}',
      jp: '{symbol} のポジション #{position_id} は {price} で強制決済されました。損益: {pnl} {currency}',
      kor: '{symbol} 포지션 #{position_id}이(가) {price}에 강제 청산되었습니다. 손익: {pnl} {currency}',
      fra: 'Votre position {symbol} n°{position_id} a été liquidée à {price}. Résultat : {pnl} {currency}.',
      spa: 'Su posición {symbol} n.º {position_id} fue liquidada a {price}. Resultado: {pnl} {currency}.',
    },
  },
  lever_take_profit: {
    title: {
      en: 'Take profit reached',
      zh: '止盈已触发',
      hk: '止盈已觸發',
      th: 'ถึงจุดทำกำไรแล้ว',
      jp: '利確が約定しました',
      kor: '익절 도달',
      fra: 'Prise de bénéfice atteinte',
      spa: 'Toma de ganancias alcanzada',
    },
    body: {
      en: 'Your {symbol} position #{position_id} closed at {price} by take profit. Result: {pnl} {currency}.',
      zh: '您的 {symbol} 仓位 #{position_id} 已在 {price} 止盈平仓。盈亏：{pnl} {currency}。',
      hk: '您的 {symbol} 倉位 #{position_id} 已在 {price} 止盈平倉。盈虧：{pnl} {currency}。',
      th: 'สถานะ {symbol} #{position_id} ของคุณปิดที่ {price} ด้วยการทำกำไร ผลลัพธ์: {pnl} {currency}',
      jp: '{symbol} のポジション #{position_id} は利確により {price} で決済されました。損益: {pnl} {currency}',
      kor: '{symbol} 포지션 #{position_id}이(가) 익절로 {price}에 종료되었습니다. 손익: {pnl} {currency}',
      fra: 'Votre position {symbol} n°{position_id} a été clôturée à {price} par prise de bénéfice. Résultat : {pnl} {currency}.',
      spa: 'Su posición {symbol} n.º {position_id} se cerró a {price} por toma de ganancias. Resultado: {pnl} {currency}.',
    },
  },
  lever_stop_loss: {
    title: {
      en: 'Stop loss reached',
      zh: '止损已触发',
      hk: '止損已觸發',
      th: 'ถึงจุดตัดขาดทุนแล้ว',
      jp: '損切りが約定しました',
      kor: '손절 도달',
      fra: 'Stop loss atteint',
      spa: 'Stop loss alcanzado',
    },
    body: {
      en: 'Your {symbol} position #{position_id} closed at {price} by stop loss. Result: {pnl} {currency}.',
      zh: '您的 {symbol} 仓位 #{position_id} 已在 {price} 止损平仓。盈亏：{pnl} {currency}。',
      hk: '您的 {symbol} 倉位 #{position_id} 已在 {price} 止損平倉。盈虧：{pnl} {currency}。',
      th: 'สถานะ {symbol} #{position_id} ของคุณปิดที่ {price} ด้วยการตัดขาดทุน ผลลัพธ์: {pnl} {currency}',
      jp: '{symbol} のポジション #{position_id} は損切りにより {price} で決済されました。損益: {pnl} {currency}',
      kor: '{symbol} 포지션 #{position_id}이(가) 손절로 {price}에 종료되었습니다. 손익: {pnl} {currency}',
      fra: 'Votre position {symbol} n°{position_id} a été clôturée à {price} par stop loss. Résultat : {pnl} {currency}.',
      spa: 'Su posición {symbol} n.º {position_id} se cerró a {price} por stop loss. Resultado: {pnl} {currency}.',
    },
  },
  option_won: {
    title: {
      en: 'Seconds order won',
      zh: '秒合约盈利',
      hk: '秒合約盈利',
      th: 'คำสั่งวินาทีชนะ',
      jp: '秒取引で勝ちました',
      kor: '초 단위 주문 수익',
      fra: 'Ordre à la seconde gagnant',
      spa: 'Orden por segundos ganada',
    },
    body: {
      en: 'Order #{order_id} on {symbol} won: {payout} {currency} paid to your seconds account.',
      zh: '{symbol} 订单 #{order_id} 盈利：{payout} {currency} 已存入您的秒合约账户。',
      hk: '{symbol} 訂單 #{order_id} 盈利：{payout} {currency} 已存入您的秒合約賬戶。',
      th: 'คำสั่ง #{order_id} บน {symbol} ชนะ: จ่าย {payout} {currency} เข้าบัญชีวินาทีของคุณ',
      jp: '{symbol} の注文 #{order_id} は勝ち: {payout} {currency} を秒取引口座に支払いました。',
      kor: '{symbol} 주문 #{order_id} 수익: {payout} {currency}이(가) 초 단위 계정에 지급되었습니다.',
      fra: 'L’ordre n°{order_id} sur {symbol} est gagnant : {payout} {currency} versés sur votre compte à la seconde.',
      spa: 'La orden n.º {order_id} en {symbol} ganó: se pagaron {payout} {currency} a su cuenta por segundos.',
    },
  },
  option_lost: {
    title: {
      en: 'Seconds order lost',
      zh: '秒合约亏损',
      hk: '秒合約虧損',
      th: 'คำสั่งวินาทีแพ้',
      jp: '秒取引で負けました',
      kor: '초 단위 주문 손실',
      fra: 'Ordre à la seconde perdant',
      spa: 'Orden por segundos perdida',
    },
    body: {
      en: 'Order #{order_id} on {symbol} lost its stake of {stake} {currency}.',
      zh: '{symbol} 订单 #{order_id} 亏损，本金 {stake} {currency}。',
      hk: '{symbol} 訂單 #{order_id} 虧損，本金 {stake} {currency}。',
      th: 'คำสั่ง #{order_id} บน {symbol} เสียเงินเดิมพัน {stake} {currency}',
      jp: '{symbol} の注文 #{order_id} は負け、賭け金 {stake} {currency} を失いました。',
      kor: '{symbol} 주문 #{order_id}에서 투자금 {stake} {currency}을(를) 잃었습니다.',
      fra: 'L’ordre n°{order_id} sur {symbol} a perdu sa mise de {stake} {currency}.',
      spa: 'La orden n.º {order_id} en {symbol} perdió su apuesta de {stake} {currency}.',
    },
  },
  option_tie: {
    title: {
      en: 'Seconds order tied',
      zh: '秒合约平局',
      hk: '秒合約平局',
      th: 'คำสั่งวินาทีเสมอ',
      jp: '秒取引は引き分けでした',
      kor: '초 단위 주문 무승부',
      fra: 'Ordre à la seconde à égalité',
      spa: 'Orden por segundos empatada',
    },
    body: {
      en: 'Order #{order_id} on {symbol} closed at its open price: {stake} {currency} returned.',
      zh: '{symbol} 订单 #{order_id} 以开仓价结束：已退回 {stake} {currency}。',
      hk: '{symbol} 訂單 #{order_id} 以開倉價結束：已退回 {stake} {currency}。',
      th: 'คำสั่ง #{order_id} บน {symbol} ปิดที่ราคาเปิด: คืน {stake} {currency}',
      jp: '{symbol} の注文 #{order_id} は始値で終了し、{stake} {currency} を返却しました。',
      kor: '{symbol} 주문 #{order_id}이(가) 시가로 종료되어 {stake} {currency}이(가) 반환되었습니다.',
      fra: 'L’ordre n°{order_id} sur {symbol} a clôturé à son prix d’ouverture : {stake} {currency} restitués.',
      spa: 'La orden n.º {order_id} en {symbol} cerró a su precio de apertura: se devolvieron {stake} {currency}.',
    },
  },
  kyc_approved: {
    title: {
      en: 'Identity verified',
      zh: '实名认证已通过',
      hk: '實名認證已通過',
      th: 'ยืนยันตัวตนแล้ว',
      jp: '本人確認が完了しました',
      kor: '신원 인증 완료',
      fra: 'Identité vérifiée',
      spa: 'Identidad verificada',
    },
    body: {
      en: 'Your identity verification (level {level}) was approved.',
      zh: '您的实名认证（{level} 级）已通过。',
      hk: '您的實名認證（{level} 級）已通過。',
      th: 'การยืนยันตัวตนของคุณ (ระดับ {level}) ได้รับการอนุมัติแล้ว',
      jp: '本人確認（レベル {level}）が承認されました。',
      kor: '신원 인증(레벨 {level})이 승인되었습니다.',
      fra: 'Votre vérification d’identité (niveau {level}) a été approuvée.',
      spa: 'Su verificación de identidad (nivel {level}) fue aprobada.',
    },
  },
  kyc_rejected: {
    title: {
      en: 'Identity verification rejected',
      zh: '实名认证未通过',
      hk: '實名認證未通過',
      th: 'การยืนยันตัวตนถูกปฏิเสธ',
      jp: '本人確認が却下されました',
      kor: '신원 인증 거절',
      fra: 'Vérification d’identité refusée',
      spa: 'Verificación de identidad rechazada',
    },
    body: {
      en: 'Your identity verification (level {level}) was rejected. Reason: {reason}',
      zh: '您的实名认证（{level} 级）未通过。原因：{reason}',
      hk: '您的實名認證（{level} 級）未通過。原因：{reason}',
      th: 'การยืนยันตัวตนของคุณ (ระดับ {level}) ถูกปฏิเสธ เหตุผล: {reason}',
      jp: '本人確認（レベル {level}）は却下されました。理由: {reason}',
      kor: '신원 인증(레벨 {level})이 거절되었습니다. 사유: {reason}',
      fra: 'Votre vérification d’identité (niveau {level}) a été refusée. Motif : {reason}',
      spa: 'Su verificación de identidad (nivel {level}) fue rechazada. Motivo: {reason}',
    },
  },
  coupon_granted: {
    title: {
      en: 'New coupon',
      zh: '新优惠券',
      hk: '新優惠券',
      th: 'คูปองใหม่',
      jp: '新しいクーポン',
      kor: '새 쿠폰',
      fra: 'Nouveau coupon',
      spa: 'Nuevo cupón',
    },
    body: {
      en: 'You received a coupon worth {amount} {currency}: {name}. Claim it before it expires.',
      zh: '您获得一张价值 {amount} {currency} 的优惠券：{name}。请在过期前领取。',
      hk: '您獲得一張價值 {amount} {currency} 的優惠券：{name}。請在過期前領取。',
      th: 'คุณได้รับคูปองมูลค่า {amount} {currency}: {name} รับก่อนหมดอายุ',
      jp: '{amount} {currency} のクーポンを受け取りました: {name}。期限内に受け取ってください。',
      kor: '{amount} {currency} 쿠폰을 받았습니다: {name}. 만료 전에 받으세요.',
      fra: 'Vous avez reçu un coupon de {amount} {currency} : {name}. Récupérez-le avant son expiration.',
      spa: 'Ha recibido un cupón de {amount} {currency}: {name}. Reclámelo antes de que caduque.',
    },
  },
  rebate_paid: {
    title: {
      en: 'Invite rebate paid',
      zh: '邀请返佣已到账',
      hk: '邀請返佣已到賬',
      th: 'จ่ายค่าคอมมิชชันการเชิญแล้ว',
      jp: '招待リベートが支払われました',
      kor: '초대 리베이트 지급',
      fra: 'Commission de parrainage versée',
      spa: 'Comisión por invitación pagada',
    },
    body: {
      en: 'Your rebate for {day} of {amount} {currency} has been paid to your spot account.',
      zh: '您 {day} 的返佣 {amount} {currency} 已存入您的币币账户。',
      hk: '您 {day} 的返佣 {amount} {currency} 已存入您的幣幣賬戶。',
      th: 'ค่าคอมมิชชันของคุณสำหรับ {day} จำนวน {amount} {currency} ได้เข้าบัญชีสปอตแล้ว',
      jp: '{day} のリベート {amount} {currency} を現物口座に支払いました。',
      kor: '{day} 리베이트 {amount} {currency}이(가) 현물 계정에 지급되었습니다.',
      fra: 'Votre commission du {day} de {amount} {currency} a été versée sur votre compte spot.',
      spa: 'Su comisión del {day} de {amount} {currency} se ha pagado en su cuenta spot.',
    },
  },
  feedback_reply: {
    title: {
      en: 'Reply to your feedback',
      zh: '您的反馈有回复',
      hk: '您的反饋有回覆',
      th: 'มีการตอบกลับความคิดเห็นของคุณ',
      jp: 'フィードバックへの返信',
      kor: '피드백 답변',
      fra: 'Réponse à votre avis',
      spa: 'Respuesta a su comentario',
    },
    body: {
      en: 'Support replied to your feedback #{feedback_id}: {reply}',
      zh: '客服回复了您的反馈 #{feedback_id}：{reply}',
      hk: '客服回覆了您的反饋 #{feedback_id}：{reply}',
      th: 'ฝ่ายสนับสนุนตอบกลับความคิดเห็น #{feedback_id}: {reply}',
      jp: 'サポートがフィードバック #{feedback_id} に返信しました: {reply}',
      kor: '고객지원이 피드백 #{feedback_id}에 답변했습니다: {reply}',
      fra: 'Le support a répondu à votre avis n°{feedback_id} : {reply}',
      spa: 'Soporte respondió a su comentario n.º {feedback_id}: {reply}',
    },
  },
  support_reply: {
    title: {
      en: 'New reply from support',
      zh: '客服新回复',
      hk: '客服新回覆',
      th: 'ข้อความใหม่จากฝ่ายสนับสนุน',
      jp: 'サポートから新しい返信',
      kor: '고객지원 새 답변',
      fra: 'Nouvelle réponse du support',
      spa: 'Nueva respuesta de soporte',
    },
    body: {
      en: 'Support answered you in the chat: {text}',
      zh: '客服在聊天中回复了您：{text}',
      hk: '客服在聊天中回覆了您：{text}',
      th: 'ฝ่ายสนับสนุนตอบคุณในแชท: {text}',
      jp: 'サポートがチャットで返信しました: {text}',
      kor: '고객지원이 채팅에서 답변했습니다: {text}',
      fra: 'Le support vous a répondu dans le chat : {text}',
      spa: 'Soporte le respondió en el chat: {text}',
    },
  },
  price_alert: {
    title: {
      en: 'Price alert: {symbol}',
      zh: '价格提醒：{symbol}',
      hk: '價格提醒：{symbol}',
      th: 'แจ้งเตือนราคา: {symbol}',
      jp: '価格アラート: {symbol}',
      kor: '가격 알림: {symbol}',
      fra: 'Alerte de prix : {symbol}',
      spa: 'Alerta de precio: {symbol}',
    },
    body: {
      en: '{symbol} reached {price} (your target {target}).',
      zh: '{symbol} 已到达 {price}（您的目标价 {target}）。',
      hk: '{symbol} 已到達 {price}（您的目標價 {target}）。',
      th: '{symbol} แตะ {price} แล้ว (เป้าหมายของคุณ {target})',
      jp: '{symbol} が {price} に達しました（目標 {target}）。',
      kor: '{symbol} 가격이 {price}에 도달했습니다 (목표 {target}).',
      fra: '{symbol} a atteint {price} (votre cible {target}).',
      spa: '{symbol} alcanzó {price} (su objetivo {target}).',
    },
    // The price of the tick that crossed the target, and the target, with the reader's separators.
    figures: { price: 'as-stored', target: 'as-stored' },
  },
  ...EVENT_MESSAGE_KINDS,
} as const satisfies Record<string, MessageTemplate>;

export type MessageKind = keyof typeof MESSAGE_KINDS | 'announcement';
export type MessageParams = Record<string, string>;

/** Replaces `{name}` placeholders; an unknown name stays visible rather than silently empty. */
export function fillTemplate(text: string, params: MessageParams): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? params[name]! : whole,
  );
}

export function renderMessage(
  kind: keyof typeof MESSAGE_KINDS,
  params: MessageParams,
  lang: Lang,
): { title: string; content: string } {
  const t: MessageTemplate = MESSAGE_KINDS[kind];
  const shown: MessageParams = { ...params };
  for (const [name, words] of Object.entries(t.choices ?? {})) {
    const code = params[name];
    // An unknown code (written by a newer node) stays visible as the code itself.
    if (code !== undefined && Object.prototype.hasOwnProperty.call(words, code))
      shown[name] = words[code]![lang];
  }
  for (const [name, figure] of Object.entries(t.figures ?? {})) {
    const value = params[name];
    if (value !== undefined) shown[name] = figureText(value, figure, lang);
  }
  return {
    title: fillTemplate(t.title[lang], shown),
    content: fillTemplate(t.body[lang], shown),
  };
}
