import { teacher, teacherChange } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { type Row, resourceCall } from '../../resource/api.ts';
import { refNamesOf, resourceKey, useGrants, useLang, useRefs } from '../../resource/hooks.ts';
import { displayValue, listColumns } from '../../resource/model.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { CertTag } from './CertTag.tsx';
import { changeDefaults, useAfterChange } from './staffChanges.ts';

/** /Teach/TeacherDetail?TeacherId=: a staff member's record, certificate state and the history of their changes. */
export default screenById('TeacherId', StaffDetail);

const PAGE_SIZE = 10;

function StaffDetail({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const { t: rt } = useTranslation('resource');
  const lang = useLang();
  const navigate = useNavigate();
  const canEdit = useGrants(teacher)('Update');
  const canChange = useGrants(teacherChange)('Add');
  const promoPath = useScreenPath('TeacherPromoCode');
  const afterChange = useAfterChange();
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  const [page, setPage] = useState(1);
  const defaults = useMemo(() => changeDefaults(id), [id]);

  const detail = useQuery({
    queryKey: [...resourceKey(teacher.name), 'detail', id],
    queryFn: () => resourceCall(teacher, 'GetDetail', { TeacherId: id }, { silent: true }),
  });
  const changes = useQuery({
    queryKey: [...resourceKey(teacherChange.name), 'of', id, page],
    queryFn: () => resourceCall(teacherChange, 'SelectPage', { TeacherId: id, cur_page: page, size: PAGE_SIZE }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const refs = useRefs(useMemo(() => refNamesOf(teacherChange), []));

  const ctx = { lang, yes: rt('yes'), no: rt('no') };
  const columns: ColumnsType<Row> = listColumns(teacherChange, lang)
    .filter((c) => c.key !== 'TeacherName' && c.key !== 'SchoolId')
    .map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      render: (v: unknown) => displayValue(c.field, v, { ...ctx, refLabel: c.field.ref ? refs[c.field.ref]?.labelOf : undefined }),
    }));

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="teacher-detail-page">
      <Card
        title={
          <Space>
            {String(detail.data?.Name ?? '')}
            <CertTag state={detail.data?.CertState} />
          </Space>
        }
        extra={
          <Space>
            {promoPath && (
              <Button onClick={() => navigate(`${promoPath}?TeacherId=${id}`)} data-testid="teacher-detail-promo">
                {t('promoCode')}
              </Button>
            )}
            {canChange && (
              <Button onClick={() => setChanging(true)} data-testid="teacher-detail-change">
                {t('recordChange')}
              </Button>
            )}
            {canEdit && (
              <Button type="primary" onClick={() => setEditing(true)} data-testid="teacher-detail-edit">
                {t('edit')}
              </Button>
            )}
          </Space>
        }
      >
        <ResourceDetail def={teacher} id={id} />
      </Card>
      <Card title={t('changes')}>
        {changes.isError ? (
          <LoadFailed error={changes.error} retry={() => void changes.refetch()} />
        ) : (
          <Table<Row>
            data-testid="teacher-changes"
            rowKey={(r) => Number(r.TeacherChangeId)}
            size="middle"
            columns={columns}
            dataSource={changes.data?.list ?? []}
            loading={changes.isFetching}
            scroll={{ x: 'max-content' }}
            onRow={(r) => ({ 'data-row-id': r.TeacherChangeId }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: <NoData /> }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: changes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          />
        )}
      </Card>
      <ResourceForm def={teacher} mode="edit" open={editing} record={detail.data} onClose={() => setEditing(false)} onDone={afterChange} />
      <ResourceForm
        def={teacherChange}
        mode="add"
        open={changing}
        defaults={defaults}
        onClose={() => setChanging(false)}
        onDone={afterChange}
      />
    </div>
  );
}
