import { api, EMOTION_OPTIONS, faceEmotionDetail } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Progress, Space, Table, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

const EMOTION_COLORS: Record<number, string> = { 1: '#52c41a', 2: '#8c8c8c', 3: '#1677ff', 4: '#f5222d', 5: '#faad14', 6: '#722ed1' };

/** Each child's emotions of a day: how often each was seen, as a stacked bar and counts. */
function DailyDistribution() {
  const { t } = useTranslation('healthLogs');
  const text = useOptionText();
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const q = useQuery({
    queryKey: ['resource', faceEmotionDetail.name, 'distribution', date],
    queryFn: () => call(api.faceEmotionDistribution, { Date: date }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      size="small"
      title={t('distribution')}
      data-testid="emotion-distribution"
      extra={
        <DatePicker
          aria-label={t('day')}
          allowClear={false}
          value={dayjs(date)}
          onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          data-testid="emotion-day"
        />
      }
    >
      {q.isError && <LoadFailed error={q.error} retry={() => void q.refetch()} />}
      <Table
        size="small"
        rowKey="StudentId"
        pagination={false}
        loading={q.isFetching}
        dataSource={q.data?.Rows ?? []}
        locale={{ emptyText: <NoData text={t('noEmotions')} /> }}
        columns={[
          { key: 'child', title: t('child'), dataIndex: 'StudentName' },
          { key: 'class', title: t('className'), dataIndex: 'ClassName' },
          { key: 'total', title: t('total'), dataIndex: 'Total' },
          {
            key: 'bar',
            title: t('distribution'),
            render: (_, r) => (
              <Space size={4} wrap>
                {r.Counts.map((c) => (
                  <Tooltip key={c.Emotion} title={`${text(EMOTION_OPTIONS, c.Emotion)} ${c.Count}`}>
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                      <Progress
                        type="circle"
                        size={28}
                        percent={Math.round((c.Count / r.Total) * 100)}
                        strokeColor={EMOTION_COLORS[c.Emotion]}
                        format={() => ''}
                      />
                      {text(EMOTION_OPTIONS, c.Emotion)} {c.Count}
                    </span>
                  </Tooltip>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** /Child/FaceEmotionDetail: the emotion log by school, class, child and day, with its export, and the daily distribution per child. */
export default function FaceEmotionPage() {
  return <ResourcePage def={faceEmotionDetail} header={<DailyDistribution />} />;
}
