import { teacher, teacherChange } from '@kc/contract';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { useGrants } from '../../resource/hooks.ts';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { CertExpiringAlert } from './CertExpiringAlert.tsx';
import { CertTag } from './CertTag.tsx';
import { changeDefaults, useAfterChange } from './staffChanges.ts';

/**
 * /Teach/TeacherManage: school staff from the Teacher definition (a teacher: their classes'
 * colleagues), certificates flagged 30 days ahead; each row opens the detail, the promotion
 * code, or records a change (leave, back to duty, post or class change, resignation).
 */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const detail = useRowScreenLink('TeacherDetail', 'TeacherId', t('view'), 'teacher-detail');
  const promo = useRowScreenLink('TeacherPromoCode', 'TeacherId', t('promoCode'), 'teacher-promo');
  const canChange = useGrants(teacherChange)('Add');
  const [changing, setChanging] = useState<number | null>(null);
  const afterChange = useAfterChange();
  const defaults = useMemo(() => changeDefaults(changing), [changing]);

  const columns = (built: ColumnsType<Row>) =>
    built.map((c) => (c.key === 'CertState' ? { ...c, render: (v: unknown) => <CertTag state={v} /> } : c));

  return (
    <>
      <ResourcePage
        def={teacher}
        header={<CertExpiringAlert />}
        columns={columns}
        rowActions={(row) => [
          detail?.(row),
          promo?.(row),
          canChange && { key: 'change', label: t('change'), testId: 'teacher-change', onClick: () => setChanging(Number(row.TeacherId)) },
        ]}
      />
      <ResourceForm
        def={teacherChange}
        mode="add"
        open={changing != null}
        defaults={defaults}
        onClose={() => setChanging(null)}
        onDone={afterChange}
      />
    </>
  );
}
