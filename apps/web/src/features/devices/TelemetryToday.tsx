import { api } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { resourceKey } from '../../resource/hooks.ts';

const SHOWN = ['Accepted', 'Duplicate', 'Unassigned', 'Malformed', 'UnknownDevice', 'Retired', 'Overload'] as const;
const KEY = {
  Accepted: 'accepted',
  Duplicate: 'duplicate',
  Unassigned: 'unassigned',
  Malformed: 'malformed',
  UnknownDevice: 'unknownDevice',
  Retired: 'retired',
  Overload: 'overload',
} as const;

/** Today's telemetry of the person's schools (Telemetry/Stats): readings written, sent again, without a child, dropped by reason. */
export function TelemetryToday() {
  const { t } = useTranslation('devices');
  const stats = useQuery({
    queryKey: [...resourceKey('Equipment'), 'telemetry-today'],
    queryFn: () => call(api.telemetryStats, {}, { silent: true }),
    refetchInterval: 30_000,
  });
  if (!stats.data) return null;
  const s = stats.data;
  return (
    <Card size="small" title={<h2 className="resource-title">{t('today')}</h2>} data-testid="telemetry-today">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {SHOWN.map((k) => (
          <Statistic key={k} title={t(KEY[k])} value={s[k]} data-testid={`telemetry-${KEY[k]}`} />
        ))}
      </div>
    </Card>
  );
}
