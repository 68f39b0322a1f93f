import { api, BOUND_TYPE, type BoundType } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { resourceKey, useRefs } from '../../resource/hooks.ts';

/** What a device may be bound to, the picker's resource and its texts. */
const TARGETS = {
  [BOUND_TYPE.Student]: { ref: 'Student', label: 'child', action: 'bindChild' },
  [BOUND_TYPE.Teacher]: { ref: 'Teacher', label: 'teacher', action: 'bindTeacher' },
  [BOUND_TYPE.Room]: { ref: 'Class', label: 'room', action: 'bindRoom' },
} as const satisfies Record<BoundType, { ref: string; label: string; action: string }>;
export const BIND_ACTIONS = TARGETS;

export interface Binding {
  equipmentId: number;
  serial: string;
  boundType: BoundType;
}

/**
 * Binds a device to a child, a staff member or a room (a class), picked from those the person
 * sees (the referenced resource's SelectList); the server checks the school, the type and that a
 * child wears one bracelet.
 */
export function BindDialog({ binding, onClose }: { binding: Binding | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const queryClient = useQueryClient();
  const target = binding ? TARGETS[binding.boundType] : TARGETS[BOUND_TYPE.Student];
  const refs = useRefs([target.ref]);
  const options = refs[target.ref]?.options ?? [];
  const save = useMutation({
    mutationFn: (v: { BoundId: number }) =>
      call(api.equipmentBind, {
        EquipmentId: binding?.equipmentId ?? 0,
        BoundType: binding?.boundType ?? BOUND_TYPE.Student,
        BoundId: v.BoundId,
      }),
    onSuccess: () => {
      notify.success(t('bound'));
      void queryClient.invalidateQueries({ queryKey: resourceKey('Equipment') });
      onClose();
    },
  });
  return (
    <FormDialog<{ BoundId: number }>
      open={!!binding}
      title={binding ? t('bindTitle', { serial: binding.serial }) : ''}
      onClose={onClose}
      save={save}
      okText={t('bind')}
      testId="device-bind-dialog"
      okTestId="device-bind-ok"
    >
      <Form.Item name="BoundId" label={t(target.label)} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={options}
          loading={refs[target.ref]?.loading}
          data-testid="device-bind-target"
          aria-label={t(target.label)}
        />
      </Form.Item>
    </FormDialog>
  );
}
