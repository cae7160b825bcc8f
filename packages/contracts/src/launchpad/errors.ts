import { defineErrors } from '../common/errors';

/** Launchpad (IEO). */
export const launchpadErrors = defineErrors({
  project_not_found: {
    text: {
      en: 'This project does not exist',
      zh: '项目不存在',
      hk: '項目不存在',
      th: 'ไม่พบโครงการนี้',
      jp: 'このプロジェクトは存在しません',
      kor: '이 프로젝트는 존재하지 않습니다',
      fra: 'Ce projet n’existe pas',
      spa: 'Este proyecto no existe',
    },
  },
  project_not_subscribing: {
    text: {
      en: 'This project is not open for subscription now',
      zh: '该项目当前不在认购期',
      hk: '該項目當前不在認購期',
      th: 'โครงการนี้ไม่อยู่ในช่วงเปิดจองซื้อ',
      jp: 'このプロジェクトは現在申込期間ではありません',
      kor: '이 프로젝트는 현재 청약 기간이 아닙니다',
      fra: 'Ce projet n’est pas ouvert à la souscription',
      spa: 'Este proyecto no está abierto a suscripción',
    },
  },
  project_below_minimum: {
    text: {
      en: 'The amount is below the minimum subscription',
      zh: '认购数量低于最低认购量',
      hk: '認購數量低於最低認購量',
      th: 'จำนวนต่ำกว่าขั้นต่ำของการจองซื้อ',
      jp: '数量が最低申込数量を下回っています',
      kor: '수량이 최소 청약 수량보다 적습니다',
      fra: 'La quantité est inférieure au minimum de souscription',
      spa: 'La cantidad es inferior al mínimo de suscripción',
    },
  },
  project_above_user_limit: {
    text: {
      en: 'This would exceed your subscription limit for this project',
      zh: '超过您在该项目的认购上限',
      hk: '超過您在該項目的認購上限',
      th: 'เกินวงเงินจองซื้อของคุณสำหรับโครงการนี้',
      jp: 'このプロジェクトのあなたの申込上限を超えます',
      kor: '이 프로젝트의 청약 한도를 초과합니다',
      fra: 'Cela dépasserait votre limite de souscription pour ce projet',
      spa: 'Superaría su límite de suscripción para este proyecto',
    },
  },
  project_pay_currency_unsupported: {
    text: {
      en: 'This project cannot be paid in this currency',
      zh: '该项目不支持此支付币种',
      hk: '該項目不支援此支付幣種',
      th: 'โครงการนี้ไม่รับชำระด้วยสกุลเงินนี้',
      jp: 'このプロジェクトはこの通貨で支払えません',
      kor: '이 프로젝트는 이 통화로 결제할 수 없습니다',
      fra: 'Ce projet ne peut pas être payé dans cette devise',
      spa: 'Este proyecto no se puede pagar en esta moneda',
    },
  },
  project_invalid: {
    text: {
      en: 'The project settings are inconsistent (times, limits or prices)',
      zh: '项目设置不一致（时间、限额或价格）',
      hk: '項目設定不一致（時間、限額或價格）',
      th: 'การตั้งค่าโครงการไม่สอดคล้องกัน (เวลา วงเงิน หรือราคา)',
      jp: 'プロジェクト設定が矛盾しています（時間・上限・価格）',
      kor: '프로젝트 설정이 일관되지 않습니다 (시간, 한도 또는 가격)',
      fra: 'Les paramètres du projet sont incohérents (dates, limites ou prix)',
      spa: 'La configuración del proyecto es incoherente (fechas, límites o precios)',
    },
  },
  token_code_taken: {
    text: {
      en: 'A currency with this code already exists',
      zh: '该币种代码已存在',
      hk: '該幣種代碼已存在',
      th: 'มีสกุลเงินรหัสนี้อยู่แล้ว',
      jp: 'このコードの通貨は既に存在します',
      kor: '이 코드의 통화가 이미 존재합니다',
      fra: 'Une devise avec ce code existe déjà',
      spa: 'Ya existe una moneda con este código',
    },
  },
});
