import { api, classPeriod, classPeriodSignin, SIGNIN_STATE, SIGNIN_STATE_OPTIONS } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';

const STATE_COLOR: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'orange', 4: 'default' };

/**
 * The class-period sign-in dialog: the session's children with their hours left and state;
 * the chosen ones signed in (an hour each), or marked on leave or absent; a sign-in undone
 * gives its hour back. A child without an hour left is refused by the server, named.
 */
export function SignInDialog({ period, onClose }: { period: Row | null; onClose: () => void }) {
  const { t } = useTranslation('classHours');
  const text = useOptionText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const id = Number(period?.ClassPeriodId);
  const rosterKey = ['class-hours', 'roster', id];
  const roster = useQuery({
    queryKey: rosterKey,
    queryFn: () => call(api.classPeriodRoster, { ClassPeriodId: id }, { silent: true }),
    enabled: period != null,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: rosterKey });
    void queryClient.invalidateQueries({ queryKey: resourceKey(classPeriod.name) });
    void queryClient.invalidateQueries({ queryKey: resourceKey(classPeriodSignin.name) });
  };
  const sign = useMutation({
    mutationFn: (State: number) => call(api.classPeriodSignIn, { ClassPeriodId: id, StudentIds: chosen, State }),
    onSuccess: (r) => {
      notify.success(t('signed', { count: r.Signed, hours: r.Consumed }));
      setChosen([]);
      refresh();
    },
  });
  const undo = useMutation({
    mutationFn: (signinId: number) => call(api.classPeriodSigninState, { ClassPeriodSigninId: signinId, State: SIGNIN_STATE.Cancelled }),
    onSuccess: refresh,
  });
  const busy = chosen.length === 0 || sign.isPending;
  return (
    <Modal
      open={period != null}
      title={t('signInTitle', { course: String(period?.CourseName ?? ''), date: String(period?.PeriodDate ?? '') })}
      onCancel={() => {
        setChosen([]);
        onClose();
      }}
      footer={
        <Space wrap>
          <Button onClick={() => sign.mutate(SIGNIN_STATE.Leave)} disabled={busy} data-testid="signin-leave">
            {t('markLeave')}
          </Button>
          <Button onClick={() => sign.mutate(SIGNIN_STATE.Absent)} disabled={busy} data-testid="signin-absent">
            {t('markAbsent')}
          </Button>
          <Button type="primary" onClick={() => sign.mutate(SIGNIN_STATE.SignedIn)} disabled={busy} data-testid="signin-ok">
            {t('signIn', { count: chosen.length })}
          </Button>
        </Space>
      }
      width={640}
      data-testid="signin-dialog"
    >
      <Loaded
        query={roster}
        render={(r) => (
          <Table
            size="small"
            rowKey="StudentId"
            pagination={false}
            dataSource={r.Children}
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
            columns={[
              { title: t('child'), dataIndex: 'StudentName' },
              {
                title: t('hoursLeft'),
                dataIndex: 'HoursLeft',
                render: (v: number | null) => (v == null ? <Tag>{t('noContract')}</Tag> : v),
              },
              {
                title: t('state'),
                dataIndex: 'State',
                render: (v: number | null) => (v == null ? '' : <Tag color={STATE_COLOR[v]}>{text(SIGNIN_STATE_OPTIONS, v)}</Tag>),
              },
              {
                title: '',
                key: 'undo',
                render: (_: unknown, c) =>
                  c.State === SIGNIN_STATE.SignedIn &&
                  c.ClassPeriodSigninId != null && (
                    <Button size="small" onClick={() => undo.mutate(c.ClassPeriodSigninId as number)} data-testid="signin-undo">
                      {t('undo')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      />
    </Modal>
  );
}
