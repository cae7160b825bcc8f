import { defineErrors } from '../common/errors';

/** Proof of liabilities. */
export const liabilityErrors = defineErrors({
  liabilities_no_snapshot: {
    text: {
      en: 'No balance snapshot has been published for this day yet',
      zh: '该日期尚未发布余额快照',
      hk: '該日期尚未發佈餘額快照',
      th: 'ยังไม่มีการเผยแพร่ภาพรวมยอดคงเหลือสำหรับวันนี้',
      jp: 'この日の残高スナップショットはまだ公開されていません',
      kor: '이 날짜의 잔액 스냅샷이 아직 공개되지 않았습니다',
      fra: 'Aucun instantané des soldes n’a encore été publié pour ce jour',
      spa: 'Aún no se ha publicado una instantánea de saldos para este día',
    },
  },
  liabilities_not_included: {
    text: {
      en: 'You had no balance when this snapshot was taken; your balance will be in the next one',
      zh: '生成该快照时您尚无余额，您的余额将包含在下一次快照中',
      hk: '生成該快照時您尚無餘額，您的餘額將包含在下一次快照中',
      th: 'ขณะสร้างภาพรวมนี้คุณยังไม่มียอดคงเหลือ ยอดของคุณจะอยู่ในภาพรวมครั้งถัดไป',
      jp: 'このスナップショットの作成時に残高がありませんでした。次回のスナップショットに含まれます',
      kor: '이 스냅샷 생성 시 잔액이 없었습니다. 다음 스냅샷에 포함됩니다',
      fra: 'Vous n’aviez pas de solde lors de cet instantané ; il figurera dans le prochain',
      spa: 'No tenía saldo cuando se tomó esta instantánea; aparecerá en la próxima',
    },
  },
});
