import { abilityScoreRecord } from '@kc/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormWidget } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { PhotoUpload } from '../entrust/PhotoField.tsx';
import { AssessmentGrid } from './AssessmentGrid.tsx';

/** The evidence photo of an assessment: uploaded through Upload/Image, kept as its path. */
const EvidencePhoto: FormWidget = ({ value, onChange, 'data-testid': testId }) => (
  <PhotoUpload value={value} onChange={onChange} testId={testId} />
);
const formWidgets = { Photo: EvidencePhoto };

/**
 * /Child/AbilityScoreRecord: the class grid (the class's children × the indicators chosen in the
 * indicator dialog, a level each, saved in one call) and the records' list, where one child is
 * assessed (evaluate) with a note and an evidence photo.
 */
export default function AbilityScoreRecordPage() {
  const { t } = useTranslation('assessment');
  const [tab, setTab] = useState('grid');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'grid', label: <span data-testid="assessment-tab-grid">{t('grid')}</span>, children: <AssessmentGrid /> },
        {
          key: 'records',
          label: <span data-testid="assessment-tab-records">{t('records')}</span>,
          children: <ResourcePage def={abilityScoreRecord} formWidgets={formWidgets} />,
        },
      ]}
    />
  );
}
