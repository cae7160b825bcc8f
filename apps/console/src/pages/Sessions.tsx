import { consoleEndpoints, type operatorSessionSchema } from '@tidemark/contracts';
import { Button, Modal, Tag } from 'antd';
import type { Me } from '../me';
import { call } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT } from '../i18n';
import { askText, PagedTable } from '../components';
import { sessionControl, sessionsList } from './sessions.logic';
import type { z } from 'zod';

type OperatorSession = z.infer<typeof operatorSessionSchema>;

/**
 * One's own sessions; an operator who may read the audit log sees every operator's. One's own
 * other sessions can be ended (a forgotten browser); anyone's, with a reason, by an operator who
 * manages operators. The session in use is ended by signing out.
 */
export function Sessions({ me }: { me: Me }) {
  const t = useT();
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  const list = usePaged(sessionsList(me));
  const end = (s: OperatorSession) => {
    if (sessionControl(s, me) === 'own')
      void modal.confirm({
        title: t('sess.endConfirm'),
        onOk: () =>
          act(() => call(consoleEndpoints.endOwnSession, { session_id: s.id }), list.reload),
      });
    else
      askText(modal, t('sess.endReason'), 3, (reason) =>
        act(
          () =>
            call(consoleEndpoints.endOperatorSession, {
              session_id: s.id,
              reason,
            }),
          list.reload,
        ),
      );
  };
  return (
    <>
      {holder}
      <PagedTable<OperatorSession>
        list={list}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('audit.operator'), dataIndex: 'operator_name' },
          { title: t('sess.ip'), dataIndex: 'ip' },
          { title: t('sess.agent'), dataIndex: 'user_agent', ellipsis: true },
          { title: t('common.time'), render: (_, r) => time(r.created_at) },
          { title: t('sess.expires'), render: (_, r) => time(r.expires_at) },
          {
            title: '',
            render: (_, r) =>
              sessionControl(r, me) === 'current' ? (
                <Tag color="blue">{t('sess.current')}</Tag>
              ) : sessionControl(r, me) ? (
                <Button size="small" danger data-testid={`sess-end-${r.id}`} onClick={() => end(r)}>
                  {t('sess.end')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
