import { api } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Tag, Timeline } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed } from '../../components/QueryState.tsx';

/**
 * A child's health by day (Student/GetHealthTimeline): temperatures, warnings, instructions,
 * doses, bracelet and emotion logs, and each daily-care record as its domain adds its reader;
 * flagged entries in red. The last two weeks unless another range is picked.
 */
export function HealthTimeline({ studentId }: { studentId: number }) {
  const { t } = useTranslation('healthLogs');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(13, 'day'), dayjs()]);
  const [from, to] = [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];
  const q = useQuery({
    queryKey: ['resource', 'Student', 'health-timeline', studentId, from, to],
    queryFn: () => call(api.studentHealthTimeline, { StudentId: studentId, From: from, To: to }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={t('timeline')}
      size="small"
      data-testid="student-health-timeline"
      extra={
        <DatePicker.RangePicker
          aria-label={`${t('from')} – ${t('to')}`}
          allowClear={false}
          value={range}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      }
    >
      {q.isError && <LoadFailed error={q.error} retry={() => void q.refetch()} />}
      {q.data && q.data.Days.length === 0 && <Empty description={t('noTimeline')} />}
      {q.data?.Days.map((day) => (
        <section key={day.Date} data-testid="timeline-day" data-date={day.Date}>
          <h4 style={{ margin: '8px 0' }}>{day.Date}</h4>
          <Timeline
            items={day.Entries.map((e, i) => ({
              key: `${e.Source}-${i}`,
              color: e.Alert ? 'red' : 'blue',
              children: (
                <span data-testid="timeline-entry" data-source={e.Source}>
                  {e.Time && <strong>{dayjs(e.Time).format('HH:mm')} </strong>}
                  <Tag color={e.Alert ? 'red' : undefined}>{t(`source_${e.Source}`)}</Tag>
                  {e.Title} {e.Value && `· ${e.Value}`}
                </span>
              ),
            }))}
          />
        </section>
      ))}
    </Card>
  );
}
