import { api, EMOTION_OPTIONS, FACE_OUTCOME_OPTIONS, FACE_PERSON_OPTIONS, type snapshotAnalysis } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/request.ts';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';

type Face = z.output<typeof snapshotAnalysis>['Faces'][number];

/** The faces of a snapshot: who (or unknown), the emotion recorded, what was done. */
export function FacesTable({ faces, loading }: { faces: readonly Face[]; loading?: boolean }) {
  const { t } = useTranslation('faces');
  const text = useOptionText();
  return (
    <Table
      size="small"
      rowKey={(f) => f.Box.join(',')}
      pagination={false}
      loading={loading}
      dataSource={[...faces]}
      locale={{ emptyText: <NoData text={t('noFaces')} /> }}
      data-testid="snapshot-faces"
      columns={[
        {
          key: 'person',
          title: t('person'),
          render: (_, f) => (f.PersonType == null ? t('unknown') : `${f.PersonName} (${text(FACE_PERSON_OPTIONS, f.PersonType)})`),
        },
        { key: 'emotion', title: t('emotion'), render: (_, f) => (f.Emotion == null ? '—' : text(EMOTION_OPTIONS, f.Emotion)) },
        { key: 'outcome', title: t('outcome'), render: (_, f) => text(FACE_OUTCOME_OPTIONS, f.Outcome) },
        { key: 'similarity', title: t('similarity'), render: (_, f) => (f.Similarity == null ? '—' : f.Similarity.toFixed(2)) },
        { key: 'box', title: t('box'), render: (_, f) => f.Box.join(', ') },
      ]}
    />
  );
}

/** A stored snapshot's faces (its detail view). */
export function SnapshotFaces({ id }: { id: number }) {
  const q = useQuery({
    queryKey: ['resource', 'FaceSnapshot', 'faces', id],
    queryFn: () => call(api.faceSnapshotFaces, { FaceSnapshotId: id }, { silent: true }),
  });
  if (q.isError) return <LoadFailed error={q.error} retry={() => void q.refetch()} />;
  return <FacesTable faces={q.data ?? []} loading={q.isLoading} />;
}
