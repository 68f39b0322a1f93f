import { api, formatTime } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Descriptions, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { useLang } from '../../resource/hooks.ts';
import { speechSettingItems } from './speechSettingsText.ts';

const percent = (v: number | null) => (v == null ? '—' : `${Math.round(v * 100)}%`);

/**
 * /Child/SpeechDetail: the speech analysis of the caller's classes over a range of days: per
 * class and day the recordings, minutes, words, speaking shares and vocabulary richness, flagged
 * by the speech settings in force; which settings those are, and which revisions each day's
 * words were counted with.
 */
export default function SpeechDetailPage() {
  const { t } = useTranslation('healthLogs');
  const lang = useLang();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [from, to] = [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];
  const q = useQuery({
    queryKey: ['resource', 'SpeechRecord', 'analysis', from, to],
    queryFn: () => call(api.speechAnalysis, { From: from, To: to }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const settings = q.data?.Settings;
  const earlier = q.data?.Earlier ?? [];
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
      {settings && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2, xl: 3 }}
          style={{ marginBottom: 16 }}
          data-testid="speech-settings-used"
          title={`${t('settingsUsed')} · ${t('settingsRevision', { revision: settings.Revision, time: formatTime(settings.UpdateTime) })}`}
          items={speechSettingItems(settings, lang, t).map((i) => ({ key: i.key, label: i.label, children: i.value }))}
        />
      )}
      {earlier.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="speech-settings-earlier"
          title={t('earlierRevisions')}
          description={earlier.map((s) => (
            <div key={s.Revision}>
              {t('settingsRevision', { revision: s.Revision, time: formatTime(s.UpdateTime) })}:{' '}
              {speechSettingItems(s, lang, t)
                .map((i) => `${i.label} ${i.value}`)
                .join('; ')}
            </div>
          ))}
        />
      )}
      <Table
        size="small"
        rowKey={(r) => `${r.ClassId}-${r.Date}`}
        loading={q.isFetching}
        dataSource={q.data?.Rows ?? []}
        locale={{ emptyText: <NoData text={t('noSpeech')} /> }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'date', title: t('date'), dataIndex: 'Date' },
          { key: 'class', title: t('className'), dataIndex: 'ClassName' },
          { key: 'recordings', title: t('recordings'), dataIndex: 'Recordings' },
          { key: 'minutes', title: t('minutes'), dataIndex: 'Minutes' },
          { key: 'words', title: t('words'), dataIndex: 'Words' },
          { key: 'teacher', title: t('teacherShare'), render: (_, r) => percent(r.TeacherShare) },
          { key: 'children', title: t('childShare'), render: (_, r) => percent(r.ChildShare) },
          { key: 'vocabulary', title: t('vocabulary'), render: (_, r) => percent(r.VocabularyRichness) },
          {
            key: 'flags',
            title: t('flags'),
            render: (_, r) => (
              <Space size={4} wrap data-testid="speech-flags">
                {r.TeacherTalksTooMuch && <Tag color="orange">{t('teacherTooMuch')}</Tag>}
                {r.ChildrenTalkTooLittle && <Tag color="orange">{t('childrenTooLittle')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'revisions',
            title: t('countedWithColumn'),
            render: (_, r) => (r.Revisions.length ? t('countedWith', { revisions: r.Revisions.join(', ') }) : t('byHand')),
          },
        ]}
      />
    </Card>
  );
}
