import { api, COOKBOOK_STATE, cookbook, FRAMEWORK_OPTIONS } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, DatePicker, Select, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { type MenuScope, mondayOf, useBrackets, useSchools } from './menuScope.ts';
import { WeekMenu } from './WeekMenu.tsx';

/**
 * /Child/DietList/Cook: a school's menus. The week of one age bracket as a meals × days grid (the
 * park admin picks each meal's dishes, copies last week, publishes; dishes a child of the bracket is
 * allergic to are flagged), its nutrition analysis (a day or the week against the school's intake
 * framework), and the menus' list.
 */
export default function CookbookPage() {
  const { t } = useTranslation('diet');
  const schools = useSchools();
  const brackets = useBrackets();
  const [picked, setPicked] = useState<Partial<MenuScope>>({});
  const [tab, setTab] = useState('week');
  const scope: MenuScope = {
    schoolId: picked.schoolId ?? schools.schools[0]?.value,
    bracketId: picked.bracketId ?? brackets.data?.[0]?.Value,
    monday: picked.monday ?? mondayOf(dayjs()),
  };
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card size="small">
        <Space wrap>
          <span id="cook-school-label">{t('school')}</span>
          <Select
            aria-labelledby="cook-school-label"
            style={{ minWidth: 200 }}
            value={scope.schoolId}
            options={schools.schools}
            loading={schools.isLoading}
            onChange={(v: number) => setPicked((p) => ({ ...p, schoolId: v }))}
            data-testid="cook-school"
          />
          <span id="cook-bracket-label">{t('bracket')}</span>
          <Select
            aria-labelledby="cook-bracket-label"
            style={{ minWidth: 160 }}
            value={scope.bracketId}
            options={(brackets.data ?? []).map((b) => ({ value: b.Value, label: b.Label }))}
            loading={brackets.isLoading}
            onChange={(v: number) => setPicked((p) => ({ ...p, bracketId: v }))}
            data-testid="cook-bracket"
          />
          <span id="cook-week-label">{t('weekOf')}</span>
          <DatePicker
            aria-labelledby="cook-week-label"
            picker="week"
            allowClear={false}
            value={dayjs(scope.monday)}
            onChange={(d) => d && setPicked((p) => ({ ...p, monday: mondayOf(d) }))}
            data-testid="cook-week"
          />
          {scope.schoolId != null && <FrameworkSetting schoolId={scope.schoolId} />}
        </Space>
      </Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'week', label: <span data-testid="cook-tab-week">{t('week')}</span>, children: <WeekMenu scope={scope} /> },
          {
            key: 'analysis',
            label: <span data-testid="cook-tab-analysis">{t('analysis')}</span>,
            children: <AnalysisPanel scope={scope} />,
          },
          { key: 'records', label: <span data-testid="cook-tab-records">{t('records')}</span>, children: <ResourcePage def={cookbook} /> },
        ]}
      />
    </div>
  );
}

/** The school's intake framework: shown to all, changed by those who may edit menus. */
function FrameworkSetting({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('diet');
  const options = useSelectOptions();
  const can = useMenuGrants(cookbook.menu);
  const queryClient = useQueryClient();
  const key = [...resourceKey(cookbook.name), 'setting', schoolId];
  const setting = useQuery({ queryKey: key, queryFn: () => call(api.cookbookGetSetting, { SchoolId: schoolId }) });
  const save = useMutation({
    mutationFn: (Framework: number) => call(api.cookbookSaveSetting, { SchoolId: schoolId, Framework }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resourceKey(cookbook.name) }),
  });
  return (
    <>
      <span id="cook-framework-label">{t('framework')}</span>
      <Select
        aria-labelledby="cook-framework-label"
        style={{ minWidth: 240 }}
        value={setting.data?.Framework}
        options={options(FRAMEWORK_OPTIONS)}
        disabled={!can('edit') || save.isPending}
        onChange={(v: number) => save.mutate(v)}
        data-testid="cook-framework"
      />
    </>
  );
}

export const isPublished = (state: number) => state === COOKBOOK_STATE.Published;
