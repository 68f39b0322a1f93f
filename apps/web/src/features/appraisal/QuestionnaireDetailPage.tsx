import { api, ITEM_KIND, ITEM_KIND_OPTIONS, type QuestionnaireResults } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { downloadFile } from '../../resource/files.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { AnswerDialog } from './AnswerDialog.tsx';

type ItemResult = QuestionnaireResults['Items'][number];
const fixed1 = (n: number | null) => (n == null ? '—' : n.toFixed(1));

/** One item's results: its distribution (bars with counts), averages, or its latest texts. */
function ItemResultCard({ item }: { item: ItemResult }) {
  const { t } = useTranslation('appraisal');
  const text = useOptionText();
  const total = item.Distribution.reduce((s, d) => s + d.Count, 0);
  return (
    <Card
      size="small"
      title={item.Title}
      data-testid={`result-item-${item.ItemId}`}
      extra={<Tag>{text(ITEM_KIND_OPTIONS, item.Kind)}</Tag>}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label={t('weight')}>{item.Weight}</Descriptions.Item>
        <Descriptions.Item label={t('answered')}>{item.Answered}</Descriptions.Item>
        {item.Kind !== ITEM_KIND.Text && <Descriptions.Item label={t('averagePoints')}>{fixed1(item.AveragePoints)}</Descriptions.Item>}
        {item.Kind === ITEM_KIND.Score && <Descriptions.Item label={t('averageScore')}>{fixed1(item.AverageScore)}</Descriptions.Item>}
      </Descriptions>
      {item.Kind === ITEM_KIND.Text ? (
        item.Texts.length ? (
          <ul aria-label={t('texts')}>
            {item.Texts.map((x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the texts are answered in a fixed order and never reordered
              <li key={i}>{x}</li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">{t('noTexts')}</Typography.Text>
        )
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('option')}>
          {item.Distribution.map((d) => (
            <li key={d.Label}>
              <span>{d.Label}</span>
              <Progress
                percent={total ? Math.round((d.Count * 100) / total) : 0}
                format={() => `${d.Count}`}
                aria-label={`${d.Label}: ${d.Count}`}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The answers, newest first; who answered only when the questionnaire is not anonymous. */
function AnswerList({ id, anonymous }: { id: number; anonymous: boolean }) {
  const { t } = useTranslation('appraisal');
  const [page, setPage] = useState(1);
  const answers = useQuery({
    queryKey: ['appraisal', 'answers', id, page],
    queryFn: () => call(api.questionnaireAnswerSelectPage, { QuestionnaireId: id, cur_page: page, size: 10 }),
  });
  if (!answers.isSuccess) return <QueryFallback query={answers} rows={3} />;
  return (
    <Table
      size="small"
      rowKey="AnswerId"
      data-testid="answer-list"
      dataSource={answers.data.list}
      scroll={{ x: true }}
      pagination={{ current: page, pageSize: 10, total: answers.data.total, onChange: setPage }}
      columns={[
        { title: t('respondent'), dataIndex: 'RespondentName', render: (v: string) => (anonymous ? t('hidden') : v) },
        { title: t('teacher'), dataIndex: 'TeacherName' },
        { title: t('points'), dataIndex: 'Score', render: (v: number | null) => fixed1(v) },
        { title: t('answerTime'), dataIndex: 'AnswerTime', render: (v: string) => new Date(v).toLocaleString() },
      ]}
    />
  );
}

/** /GardenManage/QuestionnaireDetail?QuestionnaireId=: the results per item and per appraised teacher, the ranking, the answers. */
function QuestionnaireDetail({ id }: { id: number }) {
  const { t } = useTranslation('appraisal');
  const can = useMenuGrants('QuestionnaireDetail');
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const detail = useQuery({
    queryKey: ['appraisal', 'detail', id],
    queryFn: () => call(api.questionnaireGetItems, { QuestionnaireId: id }),
  });
  const results = useQuery({
    queryKey: ['appraisal', 'results', id],
    queryFn: () => call(api.questionnaireResults, { QuestionnaireId: id }),
  });
  const exporting = useMutation({
    mutationFn: () => call(api.questionnaireExportResults, { QuestionnaireId: id }),
    onSuccess: ({ FilePath }) => downloadFile(FilePath, `${results.data?.Title ?? 'results'}.xlsx`),
  });
  if (!results.isSuccess) return <QueryFallback query={results} rows={6} />;
  if (!detail.isSuccess) return <QueryFallback query={detail} rows={6} />;
  const r = results.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['appraisal'] });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="questionnaire-detail">
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {r.Title}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            {can('add') && (
              <Button type="primary" data-testid="answer-enter" onClick={() => setAnswering(true)}>
                {t('enterAnswer')}
              </Button>
            )}
            {can('export') && (
              <Button data-testid="results-export" loading={exporting.isPending} onClick={() => exporting.mutate()}>
                {t('exportResults')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} data-testid="results-summary">
          <Descriptions.Item label={t('recipients')}>{r.Recipients}</Descriptions.Item>
          <Descriptions.Item label={t('answers')}>
            <span data-testid="results-answers">{r.Answers}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('score')}>
            <span data-testid="results-score">{fixed1(r.Score)}</span>
          </Descriptions.Item>
        </Descriptions>
        {r.Anonymous && <Tag color="blue">{t('anonymous')}</Tag>}
      </Card>
      <Card title={t('ranking')} size="small">
        {r.Ranking.length ? (
          <Table
            size="small"
            rowKey="TeacherId"
            data-testid="results-ranking"
            pagination={false}
            dataSource={r.Ranking}
            columns={[
              { title: t('rank'), dataIndex: 'Rank', width: 80 },
              { title: t('teacher'), dataIndex: 'TeacherName' },
              { title: t('answers'), dataIndex: 'Answers' },
              { title: t('score'), dataIndex: 'Score', render: (v: number | null) => fixed1(v) },
            ]}
          />
        ) : (
          <Empty description={t('noRanking')} />
        )}
      </Card>
      <Typography.Title level={5}>{t('items')}</Typography.Title>
      {r.Items.map((item) => (
        <ItemResultCard key={item.ItemId} item={item} />
      ))}
      <Card title={t('answerList')} size="small">
        <AnswerList id={id} anonymous={r.Anonymous} />
      </Card>
      <AnswerDialog
        open={answering}
        questionnaireId={id}
        items={detail.data.Items}
        teachers={r.Ranking}
        onClose={() => setAnswering(false)}
        onDone={refresh}
      />
    </Space>
  );
}

export default screenById('QuestionnaireId', QuestionnaireDetail);
