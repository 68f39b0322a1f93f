import { api, GENDER_OPTIONS, parent, STUDENT_STATUS_OPTIONS } from '@kc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { ScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useGrants, useRefs } from '../../resource/hooks.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { FamilyBindDialog } from './FamilyBindDialog.tsx';
import { type FamilyRow, FamilyTable } from './FamilyTable.tsx';

/** /Teach/ParentDetail?ParentId=: a parent's record and children, with binding, unbinding and the link flags. */
export default screenById('ParentId', ParentDetail);

function ParentDetail({ id }: { id: number }) {
  const { t } = useTranslation('families');
  const can = useGrants(parent);
  const text = useOptionText();
  const queryClient = useQueryClient();
  const childPath = useScreenPath('ParentChildDetail');
  const [editing, setEditing] = useState(false);
  const [binding, setBinding] = useState(false);

  const detail = useQuery({
    queryKey: [...resourceKey(parent.name), 'detail', id],
    queryFn: () => resourceCall(parent, 'GetDetail', { ParentId: id }, { silent: true }),
  });
  const children = useQuery({
    queryKey: [...resourceKey(parent.name), 'children', id],
    queryFn: () => call(api.parentSelectChildren, { ParentId: id }, { silent: true }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(parent.name) });

  const name = String(detail.data?.Name ?? '');
  const rows: FamilyRow[] = (children.data ?? []).map((c) => ({ ...c, ParentId: id, ParentName: name }));
  const columns: ColumnsType<FamilyRow> = [
    {
      key: 'StudentName',
      title: t('child'),
      render: (_: unknown, r) => (
        <ScreenLink path={childPath} query={`StudentId=${r.StudentId}`} testId="family-child-link">
          {r.StudentName}
        </ScreenLink>
      ),
    },
    { key: 'ClassName', title: t('className'), render: (_: unknown, r) => (r.ClassName as string | null) ?? t('noClass') },
    { key: 'Gender', title: t('gender'), render: (_: unknown, r) => text(GENDER_OPTIONS, r.Gender) },
    { key: 'Birthday', title: t('birthday'), dataIndex: 'Birthday' },
    { key: 'Status', title: t('status'), render: (_: unknown, r) => text(STUDENT_STATUS_OPTIONS, r.Status) },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="parent-detail-page">
      <Card
        title={name || t('parent')}
        extra={
          can('Update') && (
            <Button onClick={() => setEditing(true)} data-testid="parent-edit">
              {t('edit')}
            </Button>
          )
        }
      >
        <ResourceDetail def={parent} id={id} />
      </Card>
      <Card
        title={t('children')}
        extra={
          can('Update') && (
            <Button type="primary" onClick={() => setBinding(true)} data-testid="family-bind-child">
              {t('bindChild')}
            </Button>
          )
        }
      >
        {children.isError ? (
          <LoadFailed error={children.error} retry={() => void children.refetch()} />
        ) : (
          <FamilyTable rows={rows} loading={children.isFetching} columns={columns} onChanged={refresh} testId="parent-children" />
        )}
      </Card>
      <ResourceForm def={parent} mode="edit" open={editing} record={detail.data} onClose={() => setEditing(false)} />
      <BindChildDialog open={binding} parentId={id} onClose={() => setBinding(false)} onDone={refresh} />
    </div>
  );
}

/** Binds the parent to a child of the user's scope (the Student picker), with the link flags. */
function BindChildDialog({
  open,
  parentId,
  onClose,
  onDone,
}: {
  open: boolean;
  parentId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('families');
  const students = useRefs(useMemo(() => ['Student'], [])).Student;
  return (
    <FamilyBindDialog
      open={open}
      title={t('bindChild')}
      pickLabel={t('child')}
      pickMessage={t('chooseChild')}
      picker={
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('chooseChild')}
          loading={students?.loading}
          options={students?.options}
          data-testid="family-bind-student"
        />
      }
      link={(studentId) => ({ ParentId: parentId, StudentId: studentId })}
      hint={t('primaryHint')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
