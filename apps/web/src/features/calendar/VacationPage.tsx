import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { vacation, vacationTemplate, vacationTemplateItem } from '@kc/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { CopyTemplateDialog } from './CopyTemplateDialog.tsx';
import { MonthView } from './MonthView.tsx';

/**
 * /Teach/CheckList/Vacation: a school's calendar (holidays, make-up working days) with its month
 * view, the platform's templates and their entries, and the copy of a template into schools'
 * calendars for a school year.
 */
export default function VacationPage() {
  const { t } = useTranslation('calendar');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'calendar';
  const can = useMenuGrants(vacation.menu);
  const [copying, setCopying] = useState<{ templateId?: number } | null>(null);
  const open = (key: string, extra: Record<string, string> = {}) => setParams(new URLSearchParams({ tab: key, ...extra }));

  const templateActions = (row: Row): ActionList => [
    {
      key: 'entries',
      label: t('entries'),
      testId: 'template-entries',
      onClick: () => open('entries', { VacationTemplateId: String(row.VacationTemplateId) }),
    },
    can('add') && {
      key: 'copy',
      label: t('copy'),
      testId: 'template-copy',
      onClick: () => setCopying({ templateId: Number(row.VacationTemplateId) }),
    },
  ];
  const copyButton: ActionList = [
    can('add') && {
      key: 'copy-template',
      label: t('copyTemplate'),
      testId: 'vacation-copy-template',
      icon: <CopyOutlined />,
      onClick: () => setCopying({}),
    },
  ];

  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => open(key)}
        items={[
          {
            key: 'calendar',
            label: <span data-testid="vacation-tab-calendar">{t('calendar')}</span>,
            children: <ResourcePage def={vacation} header={<MonthView />} toolbar={() => copyButton} />,
          },
          {
            key: 'templates',
            label: <span data-testid="vacation-tab-templates">{t('templates')}</span>,
            children: <ResourcePage def={vacationTemplate} rowActions={templateActions} toolbar={() => copyButton} />,
          },
          {
            key: 'entries',
            label: <span data-testid="vacation-tab-entries">{t('templateEntries')}</span>,
            children: <ResourcePage def={vacationTemplateItem} />,
          },
        ]}
      />
      <CopyTemplateDialog state={copying} onClose={() => setCopying(null)} />
    </>
  );
}
