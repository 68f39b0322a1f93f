import { api, GENDER_OPTIONS, PARENT_RELATION_OPTIONS, parent, STUDENT_STATUS_OPTIONS } from '@kc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { ScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useGrants } from '../../resource/hooks.ts';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { FamilyBindDialog } from './FamilyBindDialog.tsx';
import { type FamilyRow, FamilyTable } from './FamilyTable.tsx';

/**
 * /GardenManage/ParentChildDetail?StudentId=: a child's family. The parents with the primary
 * contact and pick-up flags; bind an existing parent of the school (found by name or mobile),
 * add a new one already bound, unbind (the server keeps at least one primary contact).
 */
export default screenById('StudentId', ParentChildDetail);

function ParentChildDetail({ id: studentId }: { id: number }) {
  const { t } = useTranslation('families');
  const can = useGrants(parent);
  const text = useOptionText();
  const queryClient = useQueryClient();
  const parentPath = useScreenPath('ParentDetail');
  const gardenClassPath = useScreenPath('GardenClassDetail');
  const teachClassPath = useScreenPath('ClassDetail');
  const classPath = gardenClassPath ?? teachClassPath;
  const [adding, setAdding] = useState(false);
  const [binding, setBinding] = useState(false);

  const family = useQuery({
    queryKey: [...resourceKey(parent.name), 'family', studentId],
    queryFn: () => call(api.parentGetFamily, { StudentId: studentId }, { silent: true }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(parent.name) });

  if (!family.isSuccess) return <QueryFallback query={family} rows={6} />;
  const { Student: child, Parents } = family.data;

  const rows: FamilyRow[] = Parents.map((p) => ({ ...p, StudentId: studentId, ParentName: p.Name, StudentName: child.StudentName }));
  const columns: ColumnsType<FamilyRow> = [
    {
      key: 'Name',
      title: t('parent'),
      render: (_: unknown, r) => (
        <ScreenLink path={parentPath} query={`ParentId=${r.ParentId}`} testId="family-parent-link">
          {r.ParentName}
        </ScreenLink>
      ),
    },
    { key: 'Relation', title: t('relation'), render: (_: unknown, r) => text(PARENT_RELATION_OPTIONS, r.Relation) },
    { key: 'Mobile', title: t('mobile'), dataIndex: 'Mobile' },
    { key: 'WorkUnit', title: t('workUnit'), dataIndex: 'WorkUnit' },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="parent-child-page">
      <Card title={t('familyOf', { name: child.StudentName })}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'name', label: t('child'), children: child.StudentName },
            {
              key: 'class',
              label: t('className'),
              children: child.ClassId ? (
                <ScreenLink path={classPath} query={`ClassId=${child.ClassId}`}>
                  {child.ClassName}
                </ScreenLink>
              ) : (
                t('noClass')
              ),
            },
            { key: 'gender', label: t('gender'), children: text(GENDER_OPTIONS, child.Gender) },
            { key: 'birthday', label: t('birthday'), children: child.Birthday ?? '—' },
            { key: 'status', label: t('status'), children: text(STUDENT_STATUS_OPTIONS, child.Status) },
          ]}
        />
      </Card>
      <Card
        title={t('parents')}
        extra={
          <Space>
            {can('Update') && (
              <Button onClick={() => setBinding(true)} data-testid="family-bind-parent">
                {t('bindParent')}
              </Button>
            )}
            {can('Add') && (
              <Button type="primary" onClick={() => setAdding(true)} data-testid="family-add-parent">
                {t('addParent')}
              </Button>
            )}
          </Space>
        }
      >
        <FamilyTable rows={rows} loading={family.isFetching} columns={columns} onChanged={refresh} testId="child-parents" />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('primaryHint')}
        </Typography.Paragraph>
      </Card>
      <ResourceForm
        def={parent}
        mode="add"
        open={adding}
        defaults={{ SchoolId: child.SchoolId, StudentId: studentId }}
        onClose={() => setAdding(false)}
        onDone={refresh}
      />
      <BindParentDialog
        open={binding}
        studentId={studentId}
        schoolId={child.SchoolId}
        bound={Parents.map((p) => p.ParentId)}
        onClose={() => setBinding(false)}
        onDone={refresh}
      />
    </div>
  );
}

/** Binds a parent of the child's school, found by name or mobile (Parent/SelectPage), with the link flags. */
function BindParentDialog({
  open,
  studentId,
  schoolId,
  bound,
  onClose,
  onDone,
}: {
  open: boolean;
  studentId: number;
  schoolId: number;
  bound: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('families');
  const [keyword, setKeyword] = useState('');
  const search = useQuery({
    queryKey: [...resourceKey(parent.name), 'bind-search', schoolId, keyword],
    queryFn: () =>
      resourceCall(
        parent,
        'SelectPage',
        { cur_page: 1, size: 20, SchoolId: schoolId, ...(/^\d+$/.test(keyword) ? { Mobile: keyword } : keyword ? { Name: keyword } : {}) },
        { silent: true },
      ),
    enabled: open,
  });
  const options = (search.data?.list ?? [])
    .filter((p) => !bound.includes(Number(p.ParentId)))
    .map((p) => ({ value: Number(p.ParentId), label: `${String(p.Name)} ${String(p.Mobile)}` }));
  return (
    <FamilyBindDialog
      open={open}
      title={t('bindParent')}
      pickLabel={t('parent')}
      pickMessage={t('chooseParent')}
      picker={
        <Select
          showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
          placeholder={t('searchParent')}
          loading={search.isFetching}
          options={options}
          data-testid="family-bind-parent-select"
        />
      }
      link={(parentId) => ({ ParentId: parentId, StudentId: studentId })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
