import { api, DEVELOPMENT_DOMAIN_OPTIONS, developmentReport, type OutputOf, REPORT_STATE, REPORT_STATE_OPTIONS } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Progress, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { ConfirmAction } from '../../components/ConfirmAction.tsx';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { RadarChart } from './RadarChart.tsx';
import { usePdfJob } from './usePdfJob.ts';

type Answer = OutputOf<typeof api.developmentReportGetReport>;
const reportKey = (id: number) => ['reports', 'report', id] as const;

/**
 * One child's term report: the radar of levels by domain (with its table), growth, attendance and
 * health, the teacher's comment (a published report's change is a new version), publish (the
 * park admin's), versions, and the PDF made by a job with its progress.
 */
export function ReportView({ reportId, onOpen }: { reportId: number; onOpen: (id: number) => void }) {
  const query = useQuery({ queryKey: reportKey(reportId), queryFn: () => call(api.developmentReportGetReport, { ReportId: reportId }) });
  return <Loaded query={query} testId="report" render={(data) => <ReportBody data={data} onOpen={onOpen} />} />;
}

function ReportBody({ data, onOpen }: { data: Answer; onOpen: (id: number) => void }) {
  const { t } = useTranslation('reports');
  const text = useOptionText();
  const can = useMenuGrants(developmentReport.menu);
  const qc = useQueryClient();
  const { Report: r, Figures: f } = data;
  const [comment, setComment] = useState(r.Comment);
  useEffect(() => setComment(r.Comment), [r.Comment]);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['reports'] });
    void qc.invalidateQueries({ queryKey: resourceKey(developmentReport.name) });
  };
  const save = useMutation({
    mutationFn: () => call(api.developmentReportSaveComment, { ReportId: r.ReportId, Comment: comment }),
    onSuccess: (answer) => {
      notify.success(t('commentSaved'));
      refresh();
      if (answer.ReportId !== r.ReportId) onOpen(answer.ReportId);
    },
  });
  const publish = () => call(api.developmentReportPublish, { ReportId: r.ReportId }).then(refresh);
  const pdf = usePdfJob();
  const domains = f.Domains.map((d) => ({
    key: d.Domain,
    label: text(DEVELOPMENT_DOMAIN_OPTIONS, d.Domain),
    value: d.Level,
    indicators: d.Indicators,
  }));
  const editable = r.State !== REPORT_STATE.Superseded && can('edit');
  const pct = (v: number) => Math.round(v * 1000) / 10;
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="report-view">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'child', label: t('child'), children: <span data-testid="report-child">{r.StudentName}</span> },
          { key: 'class', label: t('klass'), children: r.ClassName },
          { key: 'school', label: t('school'), children: r.SchoolName },
          { key: 'term', label: t('term'), children: `${r.Term} (${f.From} – ${f.To})` },
          {
            key: 'version',
            label: t('version'),
            children: (
              <Space>
                {r.Version}
                <Tag color={r.State === REPORT_STATE.Published ? 'green' : undefined} data-testid="report-state">
                  {text(REPORT_STATE_OPTIONS, r.State)}
                </Tag>
              </Space>
            ),
          },
        ]}
      />
      <Space wrap>
        {can('export') && (
          <Button onClick={() => pdf.start({ ReportId: r.ReportId })} loading={pdf.running} data-testid="report-pdf">
            {t('pdf')}
          </Button>
        )}
        {can('audit') && r.State === REPORT_STATE.Draft && (
          <ConfirmAction
            title={t('publishConfirm')}
            confirmText={t('publish')}
            keepText={t('keep')}
            testId="report-publish-confirm"
            onConfirm={publish}
          >
            <Button type="primary" data-testid="report-publish">
              {t('publish')}
            </Button>
          </ConfirmAction>
        )}
      </Space>
      {pdf.running && <Progress percent={pdf.percent} aria-label={t('making')} data-testid="report-pdf-progress" />}
      {pdf.failed && <Alert type="error" title={t('failed')} showIcon />}
      <Card size="small" title={t('levels')}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          <div style={{ flex: '1 1 240px', maxWidth: 300 }}>
            <RadarChart axes={domains} label={t('radarLabel')} />
          </div>
          <Table
            style={{ flex: '1 1 240px' }}
            size="small"
            pagination={false}
            rowKey="key"
            data-testid="report-levels"
            caption={<Typography.Text type="secondary">{t('levelsTable')}</Typography.Text>}
            dataSource={domains}
            columns={[
              { key: 'domain', title: t('domain'), dataIndex: 'label' },
              { key: 'level', title: t('level'), align: 'right', render: (_, d) => d.value ?? t('notAssessed') },
              { key: 'indicators', title: t('indicators'), align: 'right', dataIndex: 'indicators' },
            ]}
          />
        </div>
      </Card>
      <Card size="small" title={t('growth')}>
        {f.Growth ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'on', label: t('measuredOn'), children: f.Growth.MeasureDate },
              { key: 'h', label: t('height'), children: f.Growth.Height },
              { key: 'w', label: t('weight'), children: f.Growth.Weight },
              { key: 'bmi', label: 'BMI', children: f.Growth.Bmi },
              { key: 'wfa', label: 'WFA z', children: f.Growth.WeightForAgeZ ?? '–' },
              { key: 'hfa', label: 'HFA z', children: f.Growth.HeightForAgeZ ?? '–' },
              { key: 'wfh', label: 'WFH z', children: f.Growth.WeightForHeightZ ?? '–' },
              { key: 'bfa', label: 'BMI z', children: f.Growth.BmiForAgeZ ?? '–' },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('noGrowth')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('attendance')}>
        {t('attendanceFigures', { present: f.Attendance.PresentDays, days: f.Attendance.SchoolDays, rate: pct(f.Attendance.Rate) })}
      </Card>
      <Card size="small" title={t('health')}>
        {t('healthFigures', { sick: f.Health.SickDays, checks: f.Health.Checks, flagged: f.Health.FlaggedChecks })}
      </Card>
      <Card size="small" title={<label htmlFor="report-comment">{t('comment')}</label>}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            id="report-comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={developmentReport.fields.Comment.max}
            autoSize={{ minRows: 3 }}
            disabled={!editable}
            data-testid="report-comment"
          />
          {editable && r.State === REPORT_STATE.Published && <Typography.Text type="secondary">{t('newVersion')}</Typography.Text>}
          {editable && (
            <Button
              onClick={() => save.mutate()}
              loading={save.isPending}
              disabled={comment === r.Comment}
              data-testid="report-save-comment"
            >
              {t('saveComment')}
            </Button>
          )}
        </Space>
      </Card>
      {data.Versions.length > 1 && (
        <Card size="small" title={t('versions')}>
          <Space wrap>
            {data.Versions.map((v) => (
              <Button
                key={v.ReportId}
                size="small"
                type={v.ReportId === r.ReportId ? 'primary' : 'default'}
                onClick={() => onOpen(v.ReportId)}
              >
                {`v${v.Version} · ${text(REPORT_STATE_OPTIONS, v.State)}`}
              </Button>
            ))}
          </Space>
        </Card>
      )}
    </div>
  );
}
