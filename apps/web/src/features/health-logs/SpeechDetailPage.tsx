import { api } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';

const percent = (v: number | null) => (v == null ? '—' : `${Math.round(v * 100)}%`);

/**
 * /Child/SpeechDetail: the speech analysis of the caller's classes over a range of days: per
 * class and day the recordings, minutes, words, speaking shares and vocabulary richness.
 */
export default function SpeechDetailPage() {
  const { t } = useTranslation('healthLogs');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [from, to] = [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];
  const q = useQuery({
    queryKey: ['resource', 'SpeechRecord', 'analysis', from, to],
    queryFn: () => call(api.speechAnalysis, { From: from, To: to }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={t('analysis')}
      data-testid="speech-analysis"
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
      <Table
        size="small"
        rowKey={(r) => `${r.ClassId}-${r.Date}`}
        loading={q.isFetching}
        dataSource={q.data?.Rows ?? []}
        locale={{ emptyText: <NoData text={t('noSpeech')} /> }}
        columns={[
          { key: 'date', title: t('date'), dataIndex: 'Date' },
          { key: 'class', title: t('className'), dataIndex: 'ClassName' },
          { key: 'recordings', title: t('recordings'), dataIndex: 'Recordings' },
          { key: 'minutes', title: t('minutes'), dataIndex: 'Minutes' },
          { key: 'words', title: t('words'), dataIndex: 'Words' },
          { key: 'teacher', title: t('teacherShare'), render: (_, r) => percent(r.TeacherShare) },
          { key: 'children', title: t('childShare'), render: (_, r) => percent(r.ChildShare) },
          { key: 'vocabulary', title: t('vocabulary'), render: (_, r) => percent(r.VocabularyRichness) },
        ]}
      />
    </Card>
  );
}
