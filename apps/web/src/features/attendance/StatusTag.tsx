import { ATTENDANCE_STATUS, ATTENDANCE_STATUS_OPTIONS } from '@kc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOptionText } from '../../components/useOptionText.ts';

/** The colour of each attendance status, for tags and grid cells (antd preset colours). */
export const STATUS_COLOR: Record<number, string> = {
  [ATTENDANCE_STATUS.Present]: 'green',
  [ATTENDANCE_STATUS.Absent]: 'red',
  [ATTENDANCE_STATUS.Leave]: 'blue',
  [ATTENDANCE_STATUS.Late]: 'orange',
  [ATTENDANCE_STATUS.LeftEarly]: 'gold',
};

/** A child's status of a day as a coloured tag ('not recorded' without one). */
export function StatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  if (status == null) return <Tag data-status="none">{t('notRecorded')}</Tag>;
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {text(ATTENDANCE_STATUS_OPTIONS, status)}
    </Tag>
  );
}
