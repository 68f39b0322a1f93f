import { abilityActivity, activityLibrary } from '@kc/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { titleField } from './titles.ts';

const TITLES = ['TitleZh', 'TitleEn', 'TitleEs'];

/**
 * /Teach/AbilityActivity (course management): the school's own activities and the operator's shared
 * library, each from its definition; the lists show the title in the user's language (the forms
 * keep all three).
 */
export default function ActivitiesPage() {
  const { t, i18n } = useTranslation('curriculum');
  const [tab, setTab] = useState('school');
  const shown = titleField(i18n.language ?? 'zh');
  const oneTitle = <C extends { key?: unknown }>(cols: C[]) => cols.filter((c) => !TITLES.includes(String(c.key)) || c.key === shown);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: 'school',
          label: <span data-testid="activity-tab-school">{t('schoolActivities')}</span>,
          children: <ResourcePage def={abilityActivity} columns={oneTitle} />,
        },
        {
          key: 'library',
          label: <span data-testid="activity-tab-library">{t('library')}</span>,
          children: <ResourcePage def={activityLibrary} columns={oneTitle} />,
        },
      ]}
    />
  );
}
