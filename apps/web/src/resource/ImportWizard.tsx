import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { ResourceDef } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Modal, Progress, Result, Row, Space, Statistic, Steps, Table, Upload, type UploadProps } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../api/notify.ts';
import { type ImportReport, resourceCall } from './api.ts';
import { downloadFile, EXCEL, hasExcelExtension, uploadExcel } from './files.ts';
import { resourceKey, useLang } from './hooks.ts';
import { textOf } from './model.ts';
import { CallProgressBar, useCallProgress } from './progress.tsx';

export interface ImportWizardProps {
  def: ResourceDef;
  open: boolean;
  onClose: () => void;
  /** After rows were written (the resource's lists are already being refetched). */
  onImported?: (report: ImportReport) => void;
}

type Step = 0 | 1 | 2;

/**
 * Import in three steps: (1) download the template and upload the filled-in xlsx, (2) check
 * it — every bad row with its field and reason, nothing written — then (3) import, all rows
 * or none, with the result. A file with errors goes back to step 1 to be fixed and re-uploaded.
 */
export function ImportWizard({ def, open, onClose, onImported }: ImportWizardProps) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
      title={t('importTitle', { title: textOf(def.title, lang) })}
      footer={null}
    >
      {open && <Wizard def={def} onClose={onClose} onImported={onImported} />}
    </Modal>
  );
}

function Wizard({ def, onClose, onImported }: Omit<ImportWizardProps, 'open'>) {
  const { t } = useTranslation('resource');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(0);
  const [file, setFile] = useState<{ name: string; path: string } | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  const template = useMutation({
    mutationFn: () => resourceCall(def, 'ImportTemplate', {}),
    onSuccess: ({ FilePath }) => downloadFile(FilePath, `${t('templateFile', { title: textOf(def.title, lang) })}.xlsx`),
  });
  const [running, setRunning] = useState(false);
  const { begin, progress } = useCallProgress(running);
  const check = useMutation({
    mutationFn: (FilePath: string) => resourceCall(def, 'ImportCheck', { FilePath, ProgressKey: begin() }),
    onMutate: () => setRunning(true),
    onSettled: () => setRunning(false),
  });
  const run = useMutation({
    mutationFn: (FilePath: string) => resourceCall(def, 'Import', { FilePath, ProgressKey: begin() }),
    onMutate: () => setRunning(true),
    onSettled: () => setRunning(false),
    onSuccess: (report) => {
      if (report.Written > 0) {
        void queryClient.invalidateQueries({ queryKey: resourceKey(def.name) });
        onImported?.(report);
      }
    },
  });

  const restart = () => {
    setFile(null);
    check.reset();
    run.reset();
    setStep(0);
  };
  const startCheck = () => {
    if (!file) return;
    setStep(1);
    check.mutate(file.path);
  };
  const startImport = () => {
    if (!file) return;
    setStep(2);
    run.mutate(file.path);
  };

  const upload: UploadProps = {
    accept: EXCEL.extensions.join(','),
    multiple: false,
    maxCount: 1,
    showUploadList: false,
    beforeUpload: (f) => {
      if (!hasExcelExtension(f.name)) {
        notify.error(t('uploadTypes', { types: EXCEL.extensions.join(' ') }));
        return Upload.LIST_IGNORE;
      }
      if (f.size > EXCEL.maxBytes) {
        notify.error(t('uploadTooLarge', { size: EXCEL.maxBytes / 1024 / 1024 }));
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: ({ file: raw, onSuccess, onError }) => {
      const f = raw as File;
      setFile(null);
      check.reset();
      setUploading(0);
      uploadExcel(f, setUploading)
        .then((path) => {
          setFile({ name: f.name, path });
          onSuccess?.(path);
        })
        .catch((e: Error) => {
          notify.error(e.message || t('uploadFailed'));
          onError?.(e);
        })
        .finally(() => setUploading(null));
    },
  };

  const fieldLabel = (name: string) => textOf(def.fields[name]?.label, lang) || name;
  const errorsTable = (report: ImportReport) => (
    <Table
      data-testid="import-errors"
      size="small"
      rowKey={(e) => `${e.Row}-${e.Field}-${e.Message}`}
      dataSource={report.Errors}
      pagination={report.Errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
      columns={[
        { key: 'Row', title: t('row'), dataIndex: 'Row', width: 80 },
        { key: 'Field', title: t('field'), dataIndex: 'Field', width: 180, render: (v: string) => fieldLabel(v) },
        { key: 'Message', title: t('reason'), dataIndex: 'Message' },
      ]}
      onRow={(e) => ({ 'data-row': e.Row }) as HTMLAttributes<HTMLElement>}
    />
  );
  const summary = (report: ImportReport) => {
    const badRows = new Set(report.Errors.map((e) => e.Row)).size;
    return (
      <Row gutter={16} data-testid="import-summary">
        <Col span={8}>
          <Statistic title={t('checkTotal')} value={report.Total} styles={{ content: { fontSize: 20 } }} />
        </Col>
        <Col span={8}>
          <Statistic title={t('checkValid')} value={report.Valid} styles={{ content: { fontSize: 20, color: '#389e0d' } }} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('checkInvalid')}
            value={badRows}
            styles={{ content: { fontSize: 20, color: badRows ? '#cf1322' : undefined } }}
          />
        </Col>
      </Row>
    );
  };

  let body: ReactNode;
  let footer: ReactNode;
  if (step === 0) {
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('templateHint')} />
        <Space wrap>
          <Button onClick={() => template.mutate()} loading={template.isPending} data-testid="import-template">
            {t('downloadTemplate')}
          </Button>
          <Upload {...upload}>
            <Button icon={<UploadOutlined />} loading={uploading != null} data-testid="import-upload">
              {t('chooseFile')}
            </Button>
          </Upload>
        </Space>
        {uploading != null && <Progress percent={uploading} size="small" data-testid="import-upload-progress" />}
        {file && (
          <div data-testid="import-file" style={{ color: '#389e0d' }}>
            {t('uploaded', { name: file.name })}
          </div>
        )}
      </Space>
    );
    footer = (
      <Button type="primary" disabled={!file} onClick={startCheck} data-testid="import-check">
        {t('runCheck')}
      </Button>
    );
  } else if (step === 1) {
    const report = check.data;
    const clean = !!report && report.Errors.length === 0 && report.Valid > 0;
    body = check.isPending ? (
      <CallProgressBar progress={progress} fallback={t('checking')} testId="import-checking" />
    ) : report ? (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="import-report">
        {summary(report)}
        {clean ? (
          <Alert type="success" showIcon title={t('checkOk')} data-testid="import-check-ok" />
        ) : (
          <Alert type="warning" showIcon title={t('checkBad', { count: report.Errors.length })} data-testid="import-check-bad" />
        )}
        {report.Errors.length > 0 && errorsTable(report)}
      </Space>
    ) : (
      <Alert type="error" showIcon title={check.error?.message ?? t('loadFailed')} data-testid="import-check-failed" />
    );
    footer = (
      <Space>
        <Button onClick={restart} disabled={check.isPending} data-testid="import-reupload">
          {t('reupload')}
        </Button>
        <Button type="primary" disabled={!clean} onClick={startImport} data-testid="import-run">
          {t('runImport', { count: report?.Valid ?? 0 })}
        </Button>
      </Space>
    );
  } else {
    const report = run.data;
    const written = !!report && report.Written > 0 && report.Errors.length === 0;
    body = run.isPending ? (
      <CallProgressBar progress={progress} fallback={t('importing')} testId="import-progress" />
    ) : (
      <div data-testid="import-result" data-written={report?.Written ?? 0}>
        {written ? (
          <Result status="success" title={t('importDone', { count: report.Written })} />
        ) : (
          <>
            <Result status="error" title={t('importRefused')} subTitle={run.error?.message} />
            {report && report.Errors.length > 0 && errorsTable(report)}
          </>
        )}
      </div>
    );
    footer = run.isPending ? null : (
      <Space>
        {!written && (
          <Button onClick={restart} data-testid="import-reupload">
            {t('reupload')}
          </Button>
        )}
        <Button type="primary" onClick={onClose} data-testid="import-close">
          {t('close')}
        </Button>
      </Space>
    );
  }

  return (
    <div data-testid="import-wizard" data-step={step}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[{ title: t('stepUpload') }, { title: t('stepCheck') }, { title: t('stepImport') }]}
      />
      <div style={{ minHeight: 160 }}>{body}</div>
      {footer && <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>{footer}</div>}
    </div>
  );
}

export default ImportWizard;
