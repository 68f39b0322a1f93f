import { api, STUDENT_NEW_STATUSES, STUDENT_STATUS, student, studentChange } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useGrants } from '../../resource/hooks.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { ageText } from './ageText.ts';
import { BirthdaysDialog } from './BirthdaysDialog.tsx';
import { ChangeDialog } from './ChangeDialog.tsx';
import { DivideClassDialog } from './DivideClassDialog.tsx';
import { MoveClassDialog } from './MoveClassDialog.tsx';
import { VipDialog } from './VipDialog.tsx';

/** A child is added on trial or enrolled: the other statuses come from changes (the server refuses them too). */
function NewStatusSelect({ field, value, onChange, id, 'data-testid': testId }: ComponentProps<FormWidget>) {
  const selectOptions = useSelectOptions();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      data-testid={testId}
      options={selectOptions((field.options ?? []).filter((o) => STUDENT_NEW_STATUSES.includes(Number(o.value))))}
    />
  );
}
const formWidgets: Readonly<Record<string, FormWidget>> = { Status: NewStatusSelect };

type Dialog = { kind: 'move'; ids: number[] } | { kind: 'change' | 'vip'; row: Row } | { kind: 'divide' | 'birthdays' };

/**
 * /Teach/StudentManage: the children of the user's schools (a teacher: of their classes) from
 * their definition, plus StudentManage's workflow: move the selected children to a class,
 * divide new children into classes, confirm trial children, birthdays of the month, the
 * children awaiting a class; on each row the profile, a change (transfer, suspend, resume,
 * withdraw, graduate) and VIP. Buttons follow the role's grants; the server checks every call.
 */
export default function StudentsPage() {
  const { t } = useTranslation('students');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const canEdit = useGrants(student)('Update');
  const canChange = useGrants(studentChange)('Add');
  const profile = useRowScreenLink('StudentDetail', 'StudentId', t('profile'), 'students-profile');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const rowOf = (kind: 'change' | 'vip') => (dialog?.kind === kind ? dialog.row : null);

  const awaiting = params.get('AwaitingClass') === 'true';
  const toggleAwaiting = () => {
    const next = new URLSearchParams(params);
    if (awaiting) next.delete('AwaitingClass');
    else next.set('AwaitingClass', 'true');
    next.delete('page');
    setParams(next);
  };

  const confirm = useMutation({
    mutationFn: (Ids: number[]) => call(api.studentConfirmSchool, { Ids }),
    onSuccess: ({ Confirmed }) => {
      notify.success(t('confirmed', { count: Confirmed }));
      void queryClient.invalidateQueries({ queryKey: resourceKey(student.name) });
    },
  });

  const columns = (built: ColumnsType<Row>) =>
    built.map((c) => {
      if (c.key === 'AgeMonths') return { ...c, render: (v: unknown) => ageText(t, v) };
      if (c.key === 'IsVip') return { ...c, render: (v: unknown) => (v === true ? <Tag color="gold">{t('vip')}</Tag> : null) };
      return c;
    });

  return (
    <>
      <ResourcePage
        def={student}
        columns={columns}
        addDefaults={{ Status: STUDENT_STATUS.Enrolled }}
        formWidgets={formWidgets}
        toolbar={({ selected }) => {
          const some = selected.length > 0;
          return [
            { key: 'awaiting', label: t('awaitingClass'), testId: 'students-awaiting', primary: awaiting, onClick: toggleAwaiting },
            { key: 'birthdays', label: t('birthdays'), testId: 'students-birthdays', onClick: () => setDialog({ kind: 'birthdays' }) },
            canEdit && {
              key: 'move',
              label: some ? `${t('moveClass')} (${selected.length})` : t('moveClass'),
              testId: 'students-move',
              disabled: !some,
              onClick: () => setDialog({ kind: 'move', ids: selected }),
            },
            canEdit && {
              key: 'confirm-school',
              label: t('confirmSchool'),
              testId: 'students-confirm-school',
              disabled: !some,
              loading: confirm.isPending,
              confirm: { title: t('confirmSchoolAsk', { count: selected.length }), cancelText: tc('notNow') },
              onClick: () => confirm.mutateAsync(selected),
            },
            canEdit && { key: 'divide', label: t('divide'), testId: 'students-divide', onClick: () => setDialog({ kind: 'divide' }) },
          ];
        }}
        rowActions={(row) => [
          profile?.(row),
          canChange && { key: 'change', label: t('change'), testId: 'students-change', onClick: () => setDialog({ kind: 'change', row }) },
          canEdit && { key: 'vip', label: t('setVip'), testId: 'students-vip', onClick: () => setDialog({ kind: 'vip', row }) },
        ]}
      />
      <MoveClassDialog ids={dialog?.kind === 'move' ? dialog.ids : null} onClose={close} />
      <ChangeDialog row={rowOf('change')} onClose={close} />
      <VipDialog row={rowOf('vip')} onClose={close} />
      <DivideClassDialog open={dialog?.kind === 'divide'} onClose={close} />
      <BirthdaysDialog open={dialog?.kind === 'birthdays'} onClose={close} />
    </>
  );
}
