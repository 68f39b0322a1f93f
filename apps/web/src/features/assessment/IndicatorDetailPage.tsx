import { ABILITY_LEVEL_OPTIONS, api, indicator } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceKey, useLang, useMenuGrants } from '../../resource/hooks.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { wordsIn } from './shared.ts';

/** /Teach/IndicatorDetail (?IndicatorId=): one of the school's indicators with its own level descriptions 1–5. */
export default screenById('IndicatorId', IndicatorDetail);

type Levels = { Level: number; DescribeZh: string; DescribeEn: string; DescribeEs: string }[];

function IndicatorDetail({ id }: { id: number }) {
  const { t } = useTranslation('assessment');
  const lang = useLang();
  const text = useOptionText();
  const can = useMenuGrants(indicator.menu);
  const [editing, setEditing] = useState(false);
  const levels = useQuery({
    queryKey: [...resourceKey(indicator.name), 'levels', id],
    queryFn: () => call(api.abilityDescribeGetIndicatorLevels, { IndicatorId: id }, { silent: true }),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Card title={<h2 className="resource-title">{t('indicator')}</h2>}>
        <ResourceDetail def={indicator} id={id} />
      </Card>
      <Card
        title={<h3 className="resource-title">{t('levels')}</h3>}
        extra={
          can('edit') && (
            <Button onClick={() => setEditing(true)} data-testid="indicator-levels-edit" disabled={!levels.isSuccess}>
              {t('editLevels')}
            </Button>
          )
        }
      >
        {levels.isSuccess ? (
          <Table
            rowKey="Level"
            size="small"
            pagination={false}
            dataSource={levels.data.Levels}
            data-testid="indicator-levels"
            columns={[
              { key: 'level', title: t('level'), width: 140, render: (_, r) => text(ABILITY_LEVEL_OPTIONS, r.Level) },
              { key: 'describe', title: t('describe'), render: (_, r) => wordsIn(r.Describe, lang) },
            ]}
          />
        ) : (
          <QueryFallback query={levels} rows={5} testId="indicator-levels" />
        )}
      </Card>
      {levels.isSuccess && (
        <LevelsDialog
          open={editing}
          onClose={() => setEditing(false)}
          id={id}
          initial={levels.data.Levels.map((l) => ({
            Level: l.Level,
            DescribeZh: l.Describe.zh,
            DescribeEn: l.Describe.en,
            DescribeEs: l.Describe.es,
          }))}
        />
      )}
    </Space>
  );
}

const LANGS = [
  ['DescribeZh', 'describeZh'],
  ['DescribeEn', 'describeEn'],
  ['DescribeEs', 'describeEs'],
] as const;

/** The five descriptions in the three languages, saved together on the school's copy. */
function LevelsDialog({ open, onClose, id, initial }: { open: boolean; onClose: () => void; id: number; initial: Levels }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const five = [1, 2, 3, 4, 5].map(
    (Level) => initial.find((l) => l.Level === Level) ?? { Level, DescribeZh: '', DescribeEn: '', DescribeEs: '' },
  );
  const save = useMutation({
    mutationFn: (v: { Levels: Levels }) =>
      call(api.abilityDescribeSaveIndicatorLevels, { IndicatorId: id, Levels: v.Levels.map((l, i) => ({ ...l, Level: i + 1 })) }),
    onSuccess: () => {
      notify.success(t('levelsSaved'));
      void queryClient.invalidateQueries({ queryKey: [...resourceKey(indicator.name), 'levels', id] });
      onClose();
    },
  });
  return (
    <FormDialog<{ Levels: Levels }>
      open={open}
      title={t('editLevels')}
      onClose={onClose}
      save={save}
      width={720}
      initialValues={{ Levels: five }}
      testId="indicator-levels-dialog"
      okTestId="indicator-levels-save"
    >
      {five.map((l, i) =>
        LANGS.map(([field, label]) => (
          <Form.Item
            key={`${l.Level}-${field}`}
            name={['Levels', i, field]}
            label={t(label, { level: l.Level })}
            rules={[{ required: true, whitespace: true, message: tc('required') }]}
          >
            <Input.TextArea autoSize maxLength={800} aria-label={t(label, { level: l.Level })} />
          </Form.Item>
        )),
      )}
    </FormDialog>
  );
}
