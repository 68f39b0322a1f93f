import { api, EMOTION_PATTERN_OPTIONS, faceSnapshot, schoolClass, type snapshotAnalysis } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Image, Select, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/request.ts';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { resourceCall } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { FacesTable, SnapshotFaces } from './SnapshotFaces.tsx';

type Analysis = z.output<typeof snapshotAnalysis>;

/** A classroom snapshot uploaded and analysed now: the class, the image, then the faces found. */
function AnalyseDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('faces');
  const [form] = Form.useForm<{ ClassId?: number; Image?: string }>();
  const image = Form.useWatch('Image', form);
  const [result, setResult] = useState<Analysis | null>(null);
  const classes = useQuery({
    queryKey: ['resource', schoolClass.name, 'options'],
    queryFn: () => resourceCall(schoolClass, 'SelectList', {}, { silent: true }),
    enabled: open,
  });
  const analyse = useMutation({
    mutationFn: (v: { ClassId?: number; Image?: string }) =>
      call(api.faceEmotionAnalyse, { ClassId: Number(v.ClassId), Image: String(v.Image) }),
    onSuccess: (r) => {
      setResult(r);
      onDone();
    },
  });
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('analyseTitle')}
      onClose={close}
      save={{ ...analyse, mutate: (v) => analyse.mutate(v) }}
      form={form}
      okText={t('analyse')}
      width={720}
      testId="analyse-dialog"
      okTestId="analyse-ok"
      header={<Alert type="info" showIcon message={t('analyseHint')} style={{ marginBottom: 12 }} />}
      footnote={
        result && (
          <div data-testid="analyse-result">
            <Typography.Paragraph strong>{t('analysed', { count: result.Faces.length })}</Typography.Paragraph>
            <FacesTable faces={result.Faces} />
          </div>
        )
      }
    >
      <Form.Item name="ClassId" label={t('classLabel')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={classes.isLoading}
          options={(classes.data ?? []).map((c) => ({ value: c.Value, label: c.Label }))}
          data-testid="analyse-class"
        />
      </Form.Item>
      <Form.Item name="Image" label={t('image')} rules={[{ required: true, message: t('imageRequired') }]}>
        <AvatarUpload
          src={image ?? null}
          onUploaded={(path) => form.setFieldValue('Image', path)}
          size={96}
          testId="analyse-image"
          photo={{ upload: t('uploadImage'), change: t('changeImage'), alt: t('image') }}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** Children whose emotions stayed negative, with the advice for their age in the user's language. */
function Distress() {
  const { t } = useTranslation('faces');
  const text = useOptionText();
  const q = useQuery({ queryKey: ['faces', 'distress'], queryFn: () => call(api.faceDistressList, { Days: 30 }, { silent: true }) });
  if (q.isError) return <LoadFailed error={q.error} retry={() => void q.refetch()} />;
  return (
    <Table
      size="small"
      rowKey="DistressId"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      pagination={false}
      locale={{ emptyText: <NoData text={t('noDistress')} /> }}
      data-testid="distress-table"
      columns={[
        { key: 'day', title: t('day'), dataIndex: 'Day', width: 110 },
        { key: 'child', title: t('child'), render: (_, r) => `${r.StudentName}${r.ClassName ? ` (${r.ClassName})` : ''}` },
        { key: 'pattern', title: t('pattern'), render: (_, r) => text(EMOTION_PATTERN_OPTIONS, r.Pattern) },
        { key: 'share', title: t('share'), render: (_, r) => `${Math.round(r.NegativeShare * 100)}% / ${r.Sightings}` },
        {
          key: 'advice',
          title: t('advice'),
          render: (_, r) => <Typography.Paragraph style={{ margin: 0 }}>{r.Advice}</Typography.Paragraph>,
        },
      ]}
    />
  );
}

/**
 * /Ai/FaceEmotion: the analysed snapshots (classroom cameras and the gate's face terminal), each
 * with its faces; a snapshot analysed from an upload; the distress seen, with its advice.
 */
export default function FaceEmotionPage() {
  const { t } = useTranslation('faces');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'snapshots';
  const can = useMenuGrants(faceSnapshot.menu);
  const [analysing, setAnalysing] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        data-testid="emotion-tabs"
        onChange={(key) => change({ tab: key }, { keep: [] })}
        items={[
          {
            key: 'snapshots',
            label: <span data-testid="emotion-tab-snapshots">{t('snapshots')}</span>,
            children: (
              <ResourcePage
                def={faceSnapshot}
                toolbar={() => [
                  can('add') && {
                    key: 'analyse',
                    label: t('analyse'),
                    testId: 'analyse-open',
                    primary: true,
                    onClick: () => setAnalysing(true),
                  },
                ]}
                detailExtra={(row) => [
                  ...(row.Image
                    ? [{ key: 'image', label: t('image'), children: <Image src={String(row.Image)} alt={t('image')} width={240} /> }]
                    : []),
                  { key: 'faces', label: t('faces'), span: 2, children: <SnapshotFaces id={Number(row.FaceSnapshotId)} /> },
                ]}
              />
            ),
          },
          { key: 'distress', label: <span data-testid="emotion-tab-distress">{t('distress')}</span>, children: <Distress /> },
        ]}
      />
      <AnalyseDialog
        open={analysing}
        onClose={() => setAnalysing(false)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: ['resource', faceSnapshot.name] })}
      />
    </>
  );
}
