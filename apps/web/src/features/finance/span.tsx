import { DatePicker, Pagination, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefs } from '../../resource/hooks.ts';

export interface Span {
  SchoolId?: number;
  From: string;
  To: string;
  cur_page: number;
  size: number;
}

const thisMonth = () => dayjs().format('YYYY-MM');

/** The school (or all the caller's, paged) and months of a finance list: the last six months by default. */
export function useSpan() {
  const [span, setSpan] = useState<Span>({
    From: dayjs().subtract(5, 'month').format('YYYY-MM'),
    To: thisMonth(),
    cur_page: 1,
    size: 10,
  });
  return [span, setSpan] as const;
}

/** The school picker and the months' range of a finance list. */
export function SpanControls({ span, onChange, testId }: { span: Span; onChange: (s: Span) => void; testId: string }) {
  const { t } = useTranslation('finance');
  const schools = useRefs(['School']).School;
  return (
    <Space wrap>
      <Select
        allowClear
        aria-label={t('school')}
        placeholder={t('allSchools')}
        style={{ width: 220, maxWidth: '100%' }}
        value={span.SchoolId}
        onChange={(v?: number) => onChange({ ...span, SchoolId: v, cur_page: 1 })}
        options={schools?.options ?? []}
        showSearch
        optionFilterProp="label"
        data-testid={`${testId}-school`}
      />
      <DatePicker.RangePicker
        aria-label={t('months')}
        picker="month"
        allowClear={false}
        value={[dayjs(`${span.From}-01`), dayjs(`${span.To}-01`)]}
        onChange={(d) => {
          if (d?.[0] && d[1]) onChange({ ...span, From: d[0].format('YYYY-MM'), To: d[1].format('YYYY-MM'), cur_page: 1 });
        }}
        style={{ maxWidth: '100%' }}
        data-testid={`${testId}-months`}
      />
    </Space>
  );
}

/** Pages of schools (each page: its schools × the months). */
export function SchoolPager({ span, total, onChange }: { span: Span; total: number; onChange: (s: Span) => void }) {
  if (total <= span.size) return null;
  return (
    <Pagination
      size="small"
      current={span.cur_page}
      pageSize={span.size}
      total={total}
      showSizeChanger={false}
      onChange={(page) => onChange({ ...span, cur_page: page })}
    />
  );
}

/** The months From..To (YYYY-MM). */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = dayjs(`${from}-01`); d.format('YYYY-MM') <= to; d = d.add(1, 'month')) out.push(d.format('YYYY-MM'));
  return out;
}
