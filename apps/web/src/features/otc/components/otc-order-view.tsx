import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OTC_SOCKET_EVENTS } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { useNow } from '../../../shared/hooks/use-now';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { ConfirmSheet, sheetErrorOf, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { MissingView, missingMessage } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import {
  useAddEvidence,
  useAppeal,
  useOrderStep,
  useOtcChat,
  useOtcOrder,
  useSendChat,
  uploadEvidence,
} from '../api';
import styles from '../../../shared/ui/product-page.module.css';
import { PayDetails } from './merchant-stats';
import { fiatPrice, fiatSum } from './otc-common';

/** One order: state, countdown, where to pay, the actions of the caller's role, and the chat. */
export function OrderView({ id }: { id: number }) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  const order = useOtcOrder(id);
  const chat = useOtcChat(id);
  const now = Math.floor(useNow(1000) / 1000);
  const [action, setAction] = useState<'paid' | 'release' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [evidence, setEvidence] = useState<string | null>(null);
  const [appealError, setAppealError] = useState<string | null>(null);
  const [line, setLine] = useState('');
  const paid = useOrderStep('paid');
  const release = useOrderStep('release');
  const cancel = useOrderStep('cancel');
  const appeal = useAppeal();
  const addEvidence = useAddEvidence();
  const send = useSendChat();
  useSocketEvent(OTC_SOCKET_EVENTS.order, () => void order.refetch());
  useSocketEvent(OTC_SOCKET_EVENTS.chat, () => void chat.refetch());
  const step = action === 'paid' ? paid : action === 'release' ? release : cancel;
  const command = useSheetCommand(
    () => step.mutateAsync({ id }),
    () => setAction(null),
  );
  const missing = missingMessage(order.error, ['otc_order_not_found']);
  if (missing !== null)
    return (
      <MissingView title={missing} backTo="/pages/otc/otc?tab=orders" testId="otc-order-missing" />
    );
  return (
    <QueryView query={order} errorTitle={t('loadFailed')} wide>
      {(o) => {
        // The server's clock decides; the countdown runs from its `now` at the last load.
        const left = Math.max(
          0,
          o.pay_deadline - o.now - Math.max(0, now - Math.floor(order.dataUpdatedAt / 1000)),
        );
        const buyer = o.role === 'buyer';
        return (
          <div className={styles.page}>
            <section className={styles.card}>
              <div className={styles.head}>
                <h2 className={styles.title}>
                  {t(buyer ? 'buy' : 'sell')} {o.currency_name} · #{o.id}
                </h2>
                <span data-testid="otc-order-status">{t(`status.${o.status}`)}</span>
              </div>
              {o.status === 'unpaid' ? (
                <p className={styles.banner} data-testid="otc-countdown">
                  {t('payWithin', {
                    time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
                  })}
                </p>
              ) : null}
              <FieldGrid
                testIdPrefix="otc-order"
                fields={[
                  {
                    key: 'amount',
                    label: t('amount'),
                    value: `${money(o.amount, o.currency_name)} ${o.currency_name}`,
                  },
                  { key: 'price', label: t('price'), value: fiatPrice(o.price, o) },
                  {
                    key: 'total',
                    label: t('total'),
                    value: `${fiatSum(o.fiat_total, o)} ${o.fiat}`,
                  },
                  { key: 'counterparty', label: t('counterparty'), value: o.counterparty },
                ]}
              />
              <PayDetails details={o.pay_details} />
              {o.appeal_reason ? (
                <p className={styles.text}>{t('appealReason', { reason: o.appeal_reason })}</p>
              ) : null}
              <div className={styles.actions}>
                {buyer && o.status === 'unpaid' ? (
                  <>
                    <Button
                      color="primary"
                      onClick={() => setAction('paid')}
                      data-testid="otc-paid"
                    >
                      {t('markPaid')}
                    </Button>
                    <Button onClick={() => setAction('cancel')} data-testid="otc-cancel">
                      {t('cancel')}
                    </Button>
                  </>
                ) : null}
                {!buyer && (o.status === 'unpaid' || o.status === 'paid') ? (
                  <Button
                    color="primary"
                    onClick={() => setAction('release')}
                    data-testid="otc-release"
                  >
                    {t('release')}
                  </Button>
                ) : null}
              </div>
              {o.status === 'paid' || o.status === 'appeal' ? (
                <label className={styles.row}>
                  <span>{evidence ? t('evidenceAdded') : t('evidence')}</span>
                  <input
                    type="file"
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    data-testid="otc-appeal-evidence"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file)
                        void uploadEvidence(file).then(setEvidence, (err: unknown) =>
                          setAppealError(sheetErrorOf(err)),
                        );
                    }}
                  />
                </label>
              ) : null}
              {appealError ? <p className={styles.banner}>{appealError}</p> : null}
              {o.evidence.length ? (
                <ul className={styles.chat} data-testid="otc-evidence-list">
                  {o.evidence.map((e) => (
                    <li key={e.id} className={e.mine ? styles.mine : styles.theirs}>
                      {t(e.mine ? 'evidenceMine' : 'evidenceTheirs')}
                      {e.note ? ` · ${e.note}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
              {o.status === 'appeal' ? (
                <div className={styles.actions}>
                  <Input
                    placeholder={t('evidenceNote')}
                    value={reason}
                    onChange={setReason}
                    data-testid="otc-evidence-note"
                  />
                  <Button
                    disabled={!evidence}
                    loading={addEvidence.isPending}
                    onClick={() =>
                      void addEvidence
                        .mutateAsync({ id, evidence: evidence ?? '', note: reason.trim() })
                        .then(
                          () => {
                            setAppealError(null);
                            setEvidence(null);
                            setReason('');
                          },
                          (err: unknown) => setAppealError(sheetErrorOf(err)),
                        )
                    }
                    data-testid="otc-evidence-add"
                  >
                    {t('addEvidence')}
                  </Button>
                </div>
              ) : null}
              {o.status === 'paid' ? (
                <div className={styles.actions}>
                  <Input
                    placeholder={t('appealPlaceholder')}
                    value={reason}
                    onChange={setReason}
                    data-testid="otc-appeal-reason"
                  />
                  <Button
                    disabled={!reason.trim()}
                    loading={appeal.isPending}
                    onClick={() =>
                      void appeal
                        .mutateAsync({ id, reason, ...(evidence ? { evidence } : {}) })
                        .then(
                          () => setAppealError(null),
                          (err: unknown) => setAppealError(sheetErrorOf(err)),
                        )
                    }
                    data-testid="otc-appeal"
                  >
                    {t('appeal')}
                  </Button>
                </div>
              ) : null}
            </section>
            <section className={styles.card}>
              <h3 className={styles.title}>{t('chat')}</h3>
              <div className={styles.chat} data-testid="otc-chat">
                {(chat.data ?? []).map((c) => (
                  <span key={c.id} className={c.mine ? styles.mine : styles.theirs}>
                    {c.body}
                  </span>
                ))}
              </div>
              <div className={styles.actions}>
                <Input
                  value={line}
                  onChange={setLine}
                  placeholder={t('chatPlaceholder')}
                  data-testid="otc-chat-input"
                />
                <Button
                  disabled={!line.trim()}
                  onClick={() =>
                    void send.mutateAsync({ id, body: line }).then(
                      () => setLine(''),
                      () => undefined,
                    )
                  }
                  data-testid="otc-chat-send"
                >
                  {t('send')}
                </Button>
              </div>
            </section>
            <ConfirmSheet
              visible={action !== null}
              title={action ? t(`confirm.${action}`) : ''}
              rows={[
                {
                  key: 'amount',
                  label: t('amount'),
                  value: `${money(o.amount, o.currency_name, 'exact')} ${o.currency_name}`,
                },
                { key: 'total', label: t('total'), value: `${fiatSum(o.fiat_total, o)} ${o.fiat}` },
              ]}
              command={command}
              pending={step.isPending}
              onCancel={() => setAction(null)}
              testId="otc-step"
            >
              {action === 'release' ? <p className={styles.text}>{t('releaseNote')}</p> : null}
            </ConfirmSheet>
          </div>
        );
      }}
    </QueryView>
  );
}
