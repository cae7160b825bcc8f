import { z } from 'zod';
import { defineErrors } from '../common/errors';
import { intSchema } from '../common/ids';
import { decimalString } from '../common/decimal';

/** The widest window one request of the public tick log may ask for (seconds). */
export const TICK_WINDOW_MAX_S = 86_400;

const unixSeconds = intSchema(0, 32_503_680_000);
const symbolField = z.string().trim().min(3).max(24);

/** GET /api/market/ticks: from ≤ ts < to, Unix seconds, paged. */
export const tickLogRequest = z.object({ symbol: symbolField, from: unixSeconds, to: unixSeconds });
export type TickLogRequest = z.infer<typeof tickLogRequest>;

/** One recorded tick: its time in ms (as settlements name it) and its price. */
export const tickLogItemSchema = z.object({ ts_ms: z.int(), price: decimalString });
export type TickLogItem = z.infer<typeof tickLogItemSchema>;

export const tickExportsRequest = z.object({ symbol: symbolField });
export const tickExportRequest = z.object({
  symbol: symbolField,
  // A real calendar day (2030-02-30 would reach the database as a bad date).
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((d) => {
      const ms = Date.parse(`${d}T00:00:00Z`);
      return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === d;
    }),
});

/** A published daily export: the SHA-256 of its canonical CSV body and its row count. */
export const tickExportSchema = z.object({
  symbol: z.string(),
  day: z.string(),
  rows: z.int(),
  sha256: z.string(),
});
export type TickExport = z.infer<typeof tickExportSchema>;

/** The CSV's first line: the time of the tick in ms and its price as recorded. */
export const TICK_EXPORT_HEADER = 'ts_ms,price';

export const tickLogErrors = defineErrors({
  tick_window_invalid: {
    text: {
      en: 'The end of the time window must come after its start',
      zh: '时间窗口的结束时间必须晚于开始时间',
      hk: '時間窗口的結束時間必須晚於開始時間',
      th: 'เวลาสิ้นสุดของช่วงเวลาต้องอยู่หลังเวลาเริ่มต้น',
      jp: '期間の終了は開始より後である必要があります',
      kor: '기간의 종료 시각은 시작 시각보다 뒤여야 합니다',
      fra: 'La fin de la période doit être postérieure à son début',
      spa: 'El final del intervalo debe ser posterior a su inicio',
    },
  },
  tick_window_too_long: {
    text: {
      en: 'Ask for at most 24 hours of ticks at a time',
      zh: '每次最多查询 24 小时的报价记录',
      hk: '每次最多查詢 24 小時的報價記錄',
      th: 'ขอข้อมูลราคาได้ครั้งละไม่เกิน 24 ชั่วโมง',
      jp: '一度に取得できるティックは最大24時間分です',
      kor: '한 번에 최대 24시간의 틱만 조회할 수 있습니다',
      fra: 'Demandez au plus 24 heures de cotations à la fois',
      spa: 'Solicite como máximo 24 horas de cotizaciones a la vez',
    },
  },
  settlement_window_too_long: {
    text: {
      en: 'Check at most 31 days of settlements at a time',
      zh: '每次最多核对 31 天的结算',
      hk: '每次最多核對 31 天的結算',
      th: 'ตรวจสอบการชำระราคาได้ครั้งละไม่เกิน 31 วัน',
      jp: '一度に確認できる決済は最大31日分です',
      kor: '한 번에 최대 31일의 정산만 확인할 수 있습니다',
      fra: 'Vérifiez au plus 31 jours de règlements à la fois',
      spa: 'Verifique como máximo 31 días de liquidaciones a la vez',
    },
  },
  tick_export_not_found: {
    text: {
      en: 'No export has been published for this pair and day',
      zh: '该交易对在这一天没有发布导出文件',
      hk: '該交易對在這一天沒有發布匯出檔案',
      th: 'ยังไม่มีไฟล์ส่งออกสำหรับคู่เทรดและวันนี้',
      jp: 'この銘柄とこの日のエクスポートは公開されていません',
      kor: '이 종목과 날짜의 내보내기 파일이 게시되지 않았습니다',
      fra: 'Aucun export n’a été publié pour cette paire et ce jour',
      spa: 'No se ha publicado ninguna exportación para este par y este día',
    },
  },
});
