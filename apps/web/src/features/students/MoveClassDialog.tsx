import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { classSelect, useClassOptions, useRefreshChildren } from './childrenQueries.ts';

interface MoveValues {
  ClassId: number;
  Reason?: string;
}

/** Moves the chosen children to one class (Student/MoveClass); the server checks the room and the school. */
export function MoveClassDialog({ ids, onClose }: { ids: number[] | null; onClose: () => void }) {
  const { t } = useTranslation('students');
  const refresh = useRefreshChildren();
  const classes = useClassOptions();
  const move = useMutation({
    mutationFn: (v: MoveValues) =>
      call(api.studentMoveClass, { Ids: ids ?? [], ClassId: v.ClassId, Reason: v.Reason?.trim() || undefined }),
    onSuccess: ({ Moved }) => {
      notify.success(t('moved', { count: Moved }));
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog<MoveValues>
      open={ids != null}
      title={t('moveTitle', { count: ids?.length ?? 0 })}
      onClose={onClose}
      save={move}
      testId="students-move-dialog"
      okTestId="students-move-submit"
    >
      <Form.Item name="ClassId" label={t('targetClass')} rules={[{ required: true, message: t('chooseClass') }]}>
        <Select
          {...classSelect}
          loading={classes.loading}
          options={classes.options}
          placeholder={t('chooseClass')}
          data-testid="students-move-class"
        />
      </Form.Item>
      <Form.Item name="Reason" label={t('reason')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
