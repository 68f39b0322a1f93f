import { api, type DoseState, type OutputOf } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Loaded } from '../../components/QueryState.tsx';
import { useMenuGrants } from '../../resource/hooks.ts';
import { PhotoUpload } from './PhotoField.tsx';

type Dose = OutputOf<typeof api.medicineDueToday>['Doses'][number];
const DOSES_KEY = ['entrust', 'due-today'];
const STATE_COLOR: Record<DoseState, string> = { fed: 'green', due: 'blue', overdue: 'red' };

/**
 * Today's doses of the caller's classes (a park admin: their schools), by time: each fed, due or
 * overdue; a due or overdue one is recorded with one tap on its button and a dialog (the dose,
 * prefilled from the instruction, and a photo).
 */
export function DosesToday() {
  const { t } = useTranslation('entrust');
  const canRecord = useMenuGrants('parentsEntrust')('edit');
  const [recording, setRecording] = useState<Dose | null>(null);
  const doses = useQuery({ queryKey: DOSES_KEY, queryFn: () => call(api.medicineDueToday, {}, { silent: true }) });
  return (
    <Card
      size="small"
      title={doses.data?.Date ?? ''}
      extra={
        <Button onClick={() => void doses.refetch()} data-testid="doses-refresh">
          {t('refresh')}
        </Button>
      }
      data-testid="doses-today"
    >
      <Loaded
        query={doses}
        render={(data) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon message={t('marginNote', { minutes: data.MarginMinutes })} />
            {data.Doses.length === 0 && <p data-testid="doses-none">{t('noDoses')}</p>}
            {data.Doses.map((d) => (
              <Card
                key={`${d.ParentEntrustId}-${d.DueTime}`}
                size="small"
                data-testid="dose-card"
                data-state={d.State}
                data-student={d.StudentName}
                title={
                  <Space wrap>
                    <strong>{d.DueTime}</strong>
                    <span>{d.StudentName}</span>
                    {d.ClassName && <span>· {d.ClassName}</span>}
                    <Tag color={STATE_COLOR[d.State]} data-testid="dose-state">
                      {t(d.State)}
                    </Tag>
                  </Space>
                }
                extra={
                  canRecord &&
                  d.State !== 'fed' && (
                    <Button type="primary" style={{ minHeight: 44 }} onClick={() => setRecording(d)} data-testid="dose-record">
                      {t('record')}
                    </Button>
                  )
                }
              >
                <div>
                  {d.MedicineName} · {d.Dose}
                  {d.Details ? ` · ${d.Details}` : ''}
                </div>
                {d.State === 'fed' && d.FedTime && (
                  <div data-testid="dose-fed">{t('fedBy', { name: d.FedByName ?? '', time: dayjs(d.FedTime).format('HH:mm') })}</div>
                )}
              </Card>
            ))}
          </Space>
        )}
      />
      <RecordDialog dose={recording} onClose={() => setRecording(null)} />
    </Card>
  );
}

interface RecordValues {
  Dose: string;
  Photo?: string;
  Remark?: string;
}

/** The dialog of one dose: the dose given (the instruction's by default), a photo and a remark; fed now by the caller. */
function RecordDialog({ dose, onClose }: { dose: Dose | null; onClose: () => void }) {
  const { t } = useTranslation('entrust');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (v: RecordValues) =>
      call(api.medicineRecord, {
        ParentEntrustId: Number(dose?.ParentEntrustId),
        DueDate: String(dose?.DueDate),
        DueTime: String(dose?.DueTime),
        Dose: v.Dose.trim(),
        ...(v.Photo ? { Photo: v.Photo } : {}),
        Remark: (v.Remark ?? '').trim(),
      }),
    onSuccess: (r) => {
      notify.success(r.Late ? t('recordedLate') : t('recorded'));
      void queryClient.invalidateQueries({ queryKey: DOSES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['resource'] });
      onClose();
    },
  });
  return (
    <FormDialog<RecordValues>
      open={!!dose}
      title={dose ? t('recordTitle', { medicine: dose.MedicineName, name: dose.StudentName, time: dose.DueTime }) : ''}
      onClose={onClose}
      save={save}
      initialValues={{ Dose: dose?.Dose ?? '' }}
      okText={t('record')}
      testId="dose-dialog"
      okTestId="dose-dialog-ok"
    >
      <Form.Item name="Dose" label={t('dose')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
        <Input maxLength={50} data-testid="dose-input" />
      </Form.Item>
      <Form.Item name="Photo" label={t('photo')}>
        <PhotoUpload testId="dose-photo" />
      </Form.Item>
      <Form.Item name="Remark" label={t('remark')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} maxLength={200} data-testid="dose-remark" />
      </Form.Item>
    </FormDialog>
  );
}
