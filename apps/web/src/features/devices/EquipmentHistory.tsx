import { api, EQUIPMENT_STATE_OPTIONS, STATE_CHANGE_REASON_OPTIONS } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { formatMoment } from '../../lib/dates.ts';
import { resourceKey, useLang } from '../../resource/hooks.ts';
import { optionText } from '../../resource/model.ts';

type Reading = Awaited<ReturnType<typeof loadHistory>>['Readings'][number];
const loadHistory = (EquipmentId: number) => call(api.equipmentHistory, { EquipmentId }, { silent: true });

type T = (
  key: 'steps' | 'wet' | 'dry' | 'presence' | 'empty' | 'breathing' | 'fall' | 'fault' | 'battery' | 'heartbeat',
  o?: object,
) => string;

/** A reading as a person reads it: its measurements, then a reported fault and the battery ('heartbeat' when it has none). */
function readingText(r: Reading, t: T): string {
  const parts = [
    r.Temperature != null && `${r.Temperature} °C`,
    r.HeartRate != null && `♥ ${r.HeartRate}`,
    r.Steps != null && t('steps', { count: r.Steps }),
    r.SkinTemperature != null && `${r.SkinTemperature} °C`,
    r.Wet != null && t(r.Wet ? 'wet' : 'dry'),
    r.Presence != null && t(r.Presence ? 'presence' : 'empty'),
    r.BreathingRate != null && t('breathing', { rate: r.BreathingRate }),
    r.Fall && t('fall'),
    r.Fault && t('fault'),
    r.Battery != null && t('battery', { percent: r.Battery }),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('heartbeat');
}

/** A device's latest readings and state changes: the History item of its detail. */
export function EquipmentHistory({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation('devices');
  const lang = useLang();
  const history = useQuery({ queryKey: [...resourceKey('Equipment'), 'history', equipmentId], queryFn: () => loadHistory(equipmentId) });
  const state = (v: number) => optionText(EQUIPMENT_STATE_OPTIONS, v, lang) ?? String(v);
  return (
    <Loaded
      query={history}
      testId="device-history"
      render={(h) => (
        <Tabs
          data-testid="device-history-tabs"
          items={[
            {
              key: 'readings',
              label: t('readings'),
              children: (
                <Table
                  size="small"
                  rowKey="Time"
                  pagination={{ pageSize: 10 }}
                  dataSource={h.Readings}
                  locale={{ emptyText: t('noReadings') }}
                  columns={[
                    { key: 'time', title: t('time'), render: (_, r) => formatMoment(r.Time, lang) },
                    { key: 'reading', title: t('reading'), render: (_, r) => readingText(r, t as T) },
                  ]}
                />
              ),
            },
            {
              key: 'changes',
              label: t('stateChanges'),
              children: (
                <Table
                  size="small"
                  rowKey={(c) => `${c.Time}-${c.To}`}
                  pagination={{ pageSize: 10 }}
                  dataSource={h.Changes}
                  locale={{ emptyText: t('noChanges') }}
                  columns={[
                    { key: 'time', title: t('time'), render: (_, c) => formatMoment(c.Time, lang) },
                    { key: 'from', title: t('from'), render: (_, c) => state(c.From) },
                    { key: 'to', title: t('to'), render: (_, c) => state(c.To) },
                    { key: 'reason', title: t('reason'), render: (_, c) => optionText(STATE_CHANGE_REASON_OPTIONS, c.Reason, lang) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    />
  );
}
