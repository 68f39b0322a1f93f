import { api, DEVELOPMENT_DOMAIN_OPTIONS, type DevelopmentDomain, GOAL_OPTIONS, type PlanCell } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText, useSelectOptions } from '../../components/useOptionText.ts';
import { useTitleOf } from './titles.ts';
import { useCellWords } from './weekScope.ts';

/**
 * The activity chooser of a plan's cell: the shared library's and the school's activities of the
 * class's bracket, by domain and title; or a free text for the cell.
 */
export function ChooseActivityDialog({
  classId,
  cell,
  day,
  period,
  onChoose,
  onClose,
}: {
  classId: number;
  cell: PlanCell | undefined;
  day: number;
  period: string;
  onChoose: (cell: PlanCell) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('curriculum');
  const text = useOptionText();
  const options = useSelectOptions();
  const words = useCellWords();
  const titleOf = useTitleOf();
  const [domain, setDomain] = useState<DevelopmentDomain | undefined>(cell?.Domain ?? undefined);
  const [title, setTitle] = useState('');
  const [free, setFree] = useState(cell?.ActivityId == null ? (cell?.Title ?? '') : '');
  const [page, setPage] = useState(1);
  const input = { ClassId: classId, Domain: domain, Title: title.trim() || undefined, cur_page: page, size: 10 };
  const list = useQuery({ queryKey: ['curriculum', 'activities', input], queryFn: () => call(api.weeklyPlanActivities, input) });
  const base = { Day: day, Period: period as PlanCell['Period'], Reasons: [] };
  return (
    <Modal
      open
      title={`${t('chooseActivity')} · ${words.day(day)} ${words.period(period)}`}
      onCancel={onClose}
      footer={null}
      width={720}
      data-testid="plan-choose"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('domain')}
          allowClear
          placeholder={t('allDomains')}
          style={{ minWidth: 140 }}
          value={domain}
          options={options(DEVELOPMENT_DOMAIN_OPTIONS)}
          onChange={(v?: DevelopmentDomain) => {
            setDomain(v);
            setPage(1);
          }}
          data-testid="plan-choose-domain"
        />
        <Input.Search
          aria-label={t('searchTitle')}
          placeholder={t('searchTitle')}
          allowClear
          maxLength={50}
          onSearch={(v) => {
            setTitle(v);
            setPage(1);
          }}
          data-testid="plan-choose-title"
        />
      </Space>
      <QueryState loading={list.isPending} error={list.error} retry={() => void list.refetch()} testId="plan-choose-list">
        {() => (
          <Table
            rowKey="ActivityId"
            size="small"
            dataSource={list.data?.list ?? []}
            pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            columns={[
              { key: 'title', title: t('searchTitle'), render: (_, a) => titleOf(a) },
              { key: 'domain', title: t('domain'), render: (_, a) => text(DEVELOPMENT_DOMAIN_OPTIONS, a.Domain) },
              { key: 'goals', title: t('goals'), render: (_, a) => a.LinkedGoals.map((g) => text(GOAL_OPTIONS, g)).join(t('separator')) },
              {
                key: 'choose',
                title: '',
                render: (_, a) => (
                  <Button
                    size="small"
                    type={a.ActivityId === cell?.ActivityId ? 'default' : 'primary'}
                    aria-label={`${t('choose')} ${titleOf(a)}`}
                    onClick={() =>
                      onChoose({
                        ...base,
                        ActivityId: a.ActivityId,
                        Title: titleOf(a),
                        Domain: a.Domain as DevelopmentDomain,
                        Goals: a.LinkedGoals,
                        Materials: a.Materials,
                      })
                    }
                    data-testid="plan-choose-pick"
                  >
                    {t('choose')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Input
          aria-label={t('freeText')}
          placeholder={t('freeText')}
          maxLength={120}
          value={free}
          onChange={(e) => setFree(e.target.value)}
          data-testid="plan-choose-free"
        />
        <Button
          onClick={() => onChoose({ ...base, ActivityId: null, Title: free.trim(), Domain: domain ?? null, Goals: [], Materials: '' })}
          data-testid="plan-choose-free-save"
        >
          {t('saveText')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
