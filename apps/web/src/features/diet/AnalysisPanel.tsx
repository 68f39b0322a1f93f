import { api, cookbook, NUTRIENT_OPTIONS, type OutputOf, RATING, RATING_OPTIONS } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceKey } from '../../resource/hooks.ts';
import type { MenuScope } from './menuScope.ts';

type Analysis = OutputOf<typeof api.cookbookAnalyse>;
type Reference = NonNullable<Analysis['Nutrients'][number]['Reference']>;
const RATING_COLOUR: Record<number, string> = { [RATING.Low]: 'orange', [RATING.Good]: 'green', [RATING.High]: 'red' };
const BAR_STATUS: Record<number, 'normal' | 'success' | 'exception'> = {
  [RATING.Low]: 'normal',
  [RATING.Good]: 'success',
  [RATING.High]: 'exception',
};

/** The nutrition of a day's or the week's menus of the bracket: a table and a bar per nutrient, the energy shares. */
export function AnalysisPanel({ scope }: { scope: MenuScope }) {
  const { t } = useTranslation('diet');
  const text = useOptionText();
  const [days, setDays] = useState<1 | 7>(7);
  const [day, setDay] = useState(scope.monday);
  const from = days === 7 ? scope.monday : day;
  const ready = scope.schoolId != null && scope.bracketId != null;
  const input = { SchoolId: scope.schoolId as number, AgeBracketId: scope.bracketId as number, DateFrom: from, Days: days };
  const analysis = useQuery({
    queryKey: [...resourceKey(cookbook.name), 'analyse', input],
    queryFn: () => call(api.cookbookAnalyse, input),
    enabled: ready,
  });
  const refText = (r: Reference | null) =>
    r ? `${r.Value}${r.ValueHigh != null ? `–${r.ValueHigh}` : ''} ${r.Unit} (${r.ValueKind})` : t('noReference');
  const rating = (v: number | null) =>
    v == null ? <Tag>{t('unknown')}</Tag> : <Tag color={RATING_COLOUR[v]}>{text(RATING_OPTIONS, v)}</Tag>;
  const bar = (percent: number | null, r: number | null) =>
    percent == null ? (
      '—'
    ) : (
      <Progress
        percent={Math.min(percent, 150) / 1.5}
        format={() => `${percent}%`}
        status={r == null ? 'normal' : BAR_STATUS[r]}
        size="small"
        aria-label={`${percent}%`}
      />
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span id="analyse-span-label">{t('span')}</span>
        <Select
          aria-labelledby="analyse-span-label"
          value={days}
          onChange={(v: 1 | 7) => setDays(v)}
          options={[
            { value: 7, label: t('wholeWeek') },
            { value: 1, label: t('day') },
          ]}
          style={{ minWidth: 180 }}
          data-testid="analyse-span"
        />
        {days === 1 && (
          <>
            <span id="analyse-day-label">{t('date')}</span>
            <DatePicker
              aria-labelledby="analyse-day-label"
              allowClear={false}
              value={dayjs(day)}
              onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
              data-testid="analyse-day"
            />
          </>
        )}
      </Space>
      <QueryState loading={ready && analysis.isLoading} error={analysis.error} retry={() => void analysis.refetch()} testId="analyse">
        {() =>
          analysis.data && (
            <>
              <Typography.Text type="secondary" data-testid="analyse-days">
                {t('menuDays', { count: analysis.data.MenuDays })}
              </Typography.Text>
              <Table
                rowKey="Nutrient"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={analysis.data.Nutrients}
                data-testid="analyse-table"
                columns={[
                  { key: 'n', title: t('nutrient'), render: (_, r) => text(NUTRIENT_OPTIONS, r.Nutrient) },
                  {
                    key: 'a',
                    title: t('amount'),
                    render: (_, r) =>
                      r.Amount == null ? (
                        t('unknown')
                      ) : (
                        <span data-testid={`analyse-amount-${r.Nutrient}`}>
                          {r.UnknownFoods > 0 ? '≥ ' : ''}
                          {r.Amount} {r.Reference?.Unit.replace('/d', '') ?? ''}
                          {r.UnknownFoods > 0 && (
                            <Typography.Text type="secondary"> ({t('unknownFoods', { count: r.UnknownFoods })})</Typography.Text>
                          )}
                        </span>
                      ),
                  },
                  { key: 'r', title: t('reference'), render: (_, r) => refText(r.Reference) },
                  { key: 'p', title: t('percent'), width: 220, render: (_, r) => bar(r.Percent, r.Rating) },
                  { key: 'g', title: t('rating'), render: (_, r) => rating(r.Rating) },
                  { key: 's', title: t('sources'), render: (_, r) => r.Reference?.Sources.join(', ') ?? '' },
                ]}
              />
              <Card size="small" title={t('energyShares')}>
                <Table
                  rowKey="Nutrient"
                  size="small"
                  pagination={false}
                  dataSource={analysis.data.EnergyShares}
                  data-testid="analyse-shares"
                  columns={[
                    { key: 'n', title: t('nutrient'), render: (_, r) => text(NUTRIENT_OPTIONS, r.Nutrient) },
                    { key: 'k', title: t('kcal'), render: (_, r) => r.Kcal ?? t('unknown') },
                    {
                      key: 'p',
                      title: t('share'),
                      width: 220,
                      render: (_, r) =>
                        r.Percent == null ? (
                          '—'
                        ) : (
                          <Progress percent={r.Percent} size="small" status={r.Rating ? BAR_STATUS[r.Rating] : 'normal'} />
                        ),
                    },
                    { key: 'r', title: t('range'), render: (_, r) => refText(r.Range) },
                    { key: 'g', title: t('rating'), render: (_, r) => rating(r.Rating) },
                  ]}
                />
              </Card>
            </>
          )
        }
      </QueryState>
    </Space>
  );
}
