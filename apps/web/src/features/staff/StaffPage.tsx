import { api, formatTime, teacher, teacherChange } from '@kc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { widgetValue } from '../../resource/forms.ts';
import { resourceKey, useGrants } from '../../resource/hooks.ts';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { CertTag, useRowScreenLink } from '../families/FamilyTable.tsx';

/** Health certificates expiring within 30 days or expired, named at the top of the staff list. */
export function CertExpiringAlert() {
  const { t } = useTranslation('people');
  const soon = useQuery({
    queryKey: [...resourceKey(teacher.name), 'cert-expiring'],
    queryFn: () => call(api.teacherSelectCertExpiring, {}, { silent: true }),
  });
  const list = soon.data ?? [];
  if (!list.length) return null;
  const shown = list
    .slice(0, 10)
    .map((r) =>
      r.DaysLeft < 0
        ? t('certExpiredDays', { name: r.Name, date: r.HealthCertExpire, days: -r.DaysLeft })
        : t('certDays', { name: r.Name, date: r.HealthCertExpire, days: r.DaysLeft }),
    );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="cert-alert"
      title={t('certAlert', { count: list.length })}
      description={`${shown.join('；')}${list.length > shown.length ? ' …' : ''}`}
    />
  );
}

/** Values a change form starts with: the staff member, and today as the form's date control holds it. */
export const changeDefaults = (teacherId: number | null) => ({
  TeacherId: teacherId,
  ChangeDate: widgetValue(teacherChange.fields.ChangeDate, formatTime(Date.now(), '{y}-{m}-{d}')),
});

/** After a change: the staff lists and classes show its outcome. */
export function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const name of [teacher.name, teacherChange.name, 'Class']) void queryClient.invalidateQueries({ queryKey: resourceKey(name) });
  };
}

/**
 * /Teach/TeacherManage: school staff from the Teacher definition (a teacher: their classes'
 * colleagues), certificates flagged 30 days ahead; each row opens the detail, the promotion
 * code, or records a change (leave, back to duty, post or class change, resignation).
 */
export default function StaffPage() {
  const { t } = useTranslation('people');
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
        rowActions={(row) => (
          <>
            {detail?.(row)}
            {promo?.(row)}
            {canChange && (
              <Button
                type="link"
                size="small"
                data-testid="teacher-change"
                data-row-id={String(row.TeacherId)}
                onClick={() => setChanging(Number(row.TeacherId))}
              >
                {t('change')}
              </Button>
            )}
          </>
        )}
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
