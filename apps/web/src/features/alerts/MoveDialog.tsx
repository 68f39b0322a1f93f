import { api, WARNING_TYPE_OPTIONS } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useOptionText } from '../../components/useOptionText.ts';
import type { Row } from '../../resource/api.ts';

/** A move of the workflow: acknowledge a new warning, close an acknowledged one as handled or as a false alarm. */
export type WarningMove = 'acknowledge' | 'handle' | 'falseAlarm';

const ENDPOINT = { acknowledge: api.warningAcknowledge, handle: api.warningHandle, falseAlarm: api.warningFalseAlarm } as const;
const DONE = { acknowledge: 'acknowledged', handle: 'handled', falseAlarm: 'markedFalse' } as const;
const REMARK = { acknowledge: 'remark', handle: 'handleRemark', falseAlarm: 'falseAlarmRemark' } as const;

/**
 * The dialog of one move: what the warning is, a remark (required to close one: what was done, or
 * why it was a false alarm; checked here, and on the server), the move's own verb as its button.
 */
export function MoveDialog({
  row,
  move,
  onClose,
  onDone,
}: {
  row: Row | null;
  move: WarningMove;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('alerts');
  const text = useOptionText();
  const [form] = Form.useForm<{ Remark?: string }>();
  const remarkOf = () => String(form.getFieldValue('Remark') ?? '').trim();
  const save = useMutation({
    mutationFn: () => call(ENDPOINT[move], { WarningEventId: Number(row?.WarningEventId), Remark: remarkOf() }),
    onSuccess: () => {
      notify.success(t(DONE[move]));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    form.setFields([{ name: 'Remark', errors: [] }]);
    if (move !== 'acknowledge' && !remarkOf()) {
      form.setFields([{ name: 'Remark', errors: [t('remarkNeeded')] }]);
      return;
    }
    save.mutate();
  };
  const what = row ? [text(WARNING_TYPE_OPTIONS, row.Type), row.StudentName, row.Value].filter(Boolean).join(' · ') : '';
  return (
    <Modal
      open={!!row}
      title={row ? t(`${move}Title`, { what }) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onClose}>
          {t('keep')}
        </Button>,
        <Button
          key="move"
          type="primary"
          danger={move === 'falseAlarm'}
          loading={save.isPending}
          onClick={submit}
          data-testid="warning-move-ok"
        >
          {t(move)}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="warning-move-dialog">
        <Form.Item name="Remark" label={t(REMARK[move])} required={move !== 'acknowledge'} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="warning-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
