import { api, developmentReport } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Drawer, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { useMobile } from '../../shell/settings.ts';
import { type ClassTerm, ClassTermDialog } from './ClassTermDialog.tsx';
import { ReportView } from './ReportView.tsx';
import { usePdfJob } from './usePdfJob.ts';

/**
 * /Teach/DevelopmentReport: the term reports (class, term, state filters), a class's drafts made
 * in one call, a class's PDFs as a zip with its progress, and a child's report opened beside the
 * list (`?report=<id>`, so it can be linked).
 */
export default function DevelopmentReportsPage() {
  const { t } = useTranslation('reports');
  const mobile = useMobile();
  const can = useMenuGrants(developmentReport.menu);
  const qc = useQueryClient();
  const [query, setQuery] = useUrlQuery();
  const open = Number(query.get('report')) || null;
  const setOpen = (id: number | null) => setQuery({ report: id == null ? undefined : String(id) });
  const [dialog, setDialog] = useState<'generate' | 'zip' | null>(null);
  const generate = useMutation({
    mutationFn: (v: ClassTerm) => call(api.developmentReportGenerate, v),
    onSuccess: (a) => {
      notify.success(t('generated', { created: a.Created, kept: a.Kept }));
      void qc.invalidateQueries({ queryKey: resourceKey(developmentReport.name) });
      setDialog(null);
    },
  });
  const zip = usePdfJob();
  const zipSave = {
    isPending: zip.running,
    error: null,
    reset: () => {},
    mutate: (v: ClassTerm) => {
      zip.start(v);
      setDialog(null);
    },
  };
  const toolbar = (): ActionList => [
    can('add') && { key: 'generate', label: t('generate'), testId: 'reports-generate', onClick: () => setDialog('generate') },
    can('export') && { key: 'zip', label: t('classZip'), testId: 'reports-zip', onClick: () => setDialog('zip') },
  ];
  const rowActions = (row: Row): ActionList => [
    { key: 'open', label: t('open'), testId: 'reports-open', onClick: () => setOpen(Number(row.ReportId)) },
  ];
  return (
    <>
      <ResourcePage
        def={developmentReport}
        toolbar={toolbar}
        rowActions={rowActions}
        header={zip.running ? <Progress percent={zip.percent} aria-label={t('making')} data-testid="reports-zip-progress" /> : undefined}
      />
      <ClassTermDialog
        open={dialog === 'generate'}
        title={t('generateTitle')}
        onClose={() => setDialog(null)}
        save={generate}
        testId="reports-generate-dialog"
      />
      <ClassTermDialog
        open={dialog === 'zip'}
        title={t('classZipTitle')}
        onClose={() => setDialog(null)}
        save={zipSave}
        testId="reports-zip-dialog"
      />
      <Drawer open={open != null} onClose={() => setOpen(null)} title={t('report')} width={mobile ? '100%' : 760} destroyOnHidden>
        {open != null && <ReportView reportId={open} onOpen={setOpen} />}
      </Drawer>
    </>
  );
}
