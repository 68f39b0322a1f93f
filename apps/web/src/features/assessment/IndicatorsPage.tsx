import { api, indicator } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { useSchools } from '../diet/menuScope.ts';
import { useNameColumn } from './columns.tsx';

/**
 * /Teach/Indicator: the school's development indicators, its copy of the system library: copied
 * (again: only the missing ones), then reworded, reordered, enabled or disabled; a row opens its
 * detail with its level descriptions.
 */
export default function IndicatorsPage() {
  const { t } = useTranslation('assessment');
  const can = useMenuGrants(indicator.menu);
  const navigate = useNavigate();
  const detailPath = useScreenPath('IndicatorDetail');
  const columns = useNameColumn();
  const [copying, setCopying] = useState(false);
  return (
    <>
      <ResourcePage
        def={indicator}
        columns={columns}
        addDefaults={{ State: 1, SortOrder: 0 }}
        toolbar={() => [
          can('add') && { key: 'copy', label: t('copyFromLibrary'), testId: 'indicator-copy', onClick: () => setCopying(true) },
        ]}
        rowActions={(row) => [
          !!detailPath && {
            key: 'detail',
            label: t('detail'),
            testId: 'indicator-detail',
            onClick: () => navigate(`${detailPath}?IndicatorId=${Number(row.IndicatorId)}`),
          },
        ]}
      />
      <CopyDialog open={copying} onClose={() => setCopying(false)} />
    </>
  );
}

/** The school to copy the library into (the user's only school is chosen already). */
function CopyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('common');
  const { schools } = useSchools();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (v: { SchoolId: number }) => call(api.indicatorCopyFromLibrary, v),
    onSuccess: (r) => {
      if (r.Added) notify.success(t('copied', { count: r.Added }));
      else notify.warning(t('nothingToCopy'));
      void queryClient.invalidateQueries({ queryKey: resourceKey(indicator.name) });
      onClose();
    },
  });
  return (
    <FormDialog<{ SchoolId: number }>
      open={open}
      title={t('copyFromLibrary')}
      onClose={onClose}
      save={save}
      okText={t('copyFromLibrary')}
      initialValues={{ SchoolId: schools.length === 1 ? schools[0]?.value : undefined }}
      testId="indicator-copy-dialog"
      okTestId="indicator-copy-ok"
      header={<Typography.Paragraph type="secondary">{t('copyHint')}</Typography.Paragraph>}
    >
      <Form.Item name="SchoolId" label={t('school')} rules={[{ required: true, message: tc('required') }]}>
        <Select options={schools} aria-label={t('school')} data-testid="indicator-copy-school" />
      </Form.Item>
    </FormDialog>
  );
}
