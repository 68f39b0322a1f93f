import { api, teacher } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { resourceKey } from '../../resource/hooks.ts';

/** Health certificates expiring within 30 days or expired, named at the top of the staff list. */
export function CertExpiringAlert() {
  const { t } = useTranslation('staff');
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
