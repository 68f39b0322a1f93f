import { api, GRADE_OPTIONS, SCHOOL_PARAMETER_FIELDS, SCHOOL_PARAMETER_KEYS } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Space, Statistic, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { useUser } from '../../auth/session.ts';
import { Loaded, MissingId, NoData, QueryState } from '../../components/QueryState.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useIdParam } from '../../components/useIdParam.ts';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useGrants, useLang, useMenuGrants } from '../../resource/hooks.ts';
import { textOf } from '../../resource/model.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { PARAMETER_SECTIONS, parameterText } from '../parameters/parameterText.ts';
import { schoolDefFor } from './schoolProfile.ts';

/**
 * /GardenManage/SchoolDetail?SchoolId=: a school's profile (the definition's detail view), its
 * figures and classes (School/GetOverview) and the parameters that apply to it. Without an id,
 * the user's first school.
 */
export default function SchoolDetailPage() {
  const { t } = useTranslation('schools');
  const lang = useLang();
  const navigate = useNavigate();
  const text = useOptionText();
  const user = useUser();
  const def = schoolDefFor(user);
  const [params] = useSearchParams();
  const raw = params.get('SchoolId');
  const given = useIdParam('SchoolId');
  const id = (raw ? given : user?.Schools[0]?.SchoolId) ?? 0;
  const valid = id > 0;
  const canEdit = useGrants(def)('Update');
  const canParameters = useMenuGrants('Parameter')('view');
  const listPath = useScreenPath('SchoolManage');
  const parameterPath = useScreenPath('Parameter') ?? '/Parameter';

  // The same query as the profile's detail view: one request for both.
  const profile = useQuery({
    queryKey: [...resourceKey(def.name), 'detail', id],
    queryFn: () => resourceCall(def, 'GetDetail', { SchoolId: id }, { silent: true }),
    enabled: valid,
  });
  const overview = useQuery({
    queryKey: [...resourceKey(def.name), 'overview', id],
    queryFn: () => call(api.schoolOverview, { SchoolId: id }, { silent: true }),
    enabled: valid,
  });
  const parameters = useQuery({
    queryKey: ['schoolParameters', id],
    queryFn: () => call(api.schoolParameterDetail, { SchoolId: id }, { silent: true }),
    enabled: valid && canParameters,
  });

  if (!valid) {
    return <MissingId title={raw ? t('notFound') : t('noSchool')} testId="school-detail-missing" />;
  }

  const o = overview.data;
  const capacity = Number(profile.data?.Capacity ?? 0);
  const used = o && capacity > 0 ? Math.round((o.ChildrenTotal / capacity) * 100) : null;

  return (
    <div data-testid="school-detail" data-row-id={id} style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card
        title={t('detailTitle')}
        extra={
          <Space>
            {listPath && <Button onClick={() => navigate(listPath)}>{t('backToList')}</Button>}
            {canEdit && listPath && (
              <Button type="primary" onClick={() => navigate(`${listPath}?edit=${id}`)} data-testid="school-detail-edit">
                {t('editProfile')}
              </Button>
            )}
          </Space>
        }
      >
        <ResourceDetail def={def} id={id} />
      </Card>

      <Card title={t('overview')} data-testid="school-overview">
        <QueryState loading={overview.isPending} error={overview.error} retry={() => void overview.refetch()} rows={4}>
          {() => (
            <>
              <Row gutter={16} style={{ marginBottom: 16 }}>
                {(
                  [
                    ['classes', o?.ClassTotal],
                    ['children', o?.ChildrenTotal],
                    ['staff', o?.StaffTotal],
                    ['parents', o?.ParentTotal],
                  ] as const
                ).map(([key, value]) => (
                  <Col key={key} xs={12} md={5}>
                    <Statistic title={t(key)} value={value ?? 0} data-testid={`school-overview-${key}`} />
                  </Col>
                ))}
                <Col xs={12} md={4}>
                  <Statistic title={t('capacityUse')} value={used ?? '—'} suffix={used == null ? undefined : '%'} />
                </Col>
              </Row>
              <Table
                size="small"
                rowKey="ClassId"
                data-testid="school-classes"
                pagination={false}
                dataSource={o?.Classes ?? []}
                locale={{ emptyText: <NoData text={t('noClasses')} /> }}
                onRow={(c) => ({ 'data-row-id': c.ClassId }) as HTMLAttributes<HTMLElement>}
                columns={[
                  { key: 'ClassName', dataIndex: 'ClassName', title: t('className') },
                  { key: 'Grade', dataIndex: 'Grade', title: t('grade'), render: (g: string) => text(GRADE_OPTIONS, g) },
                  { key: 'AcademicYear', dataIndex: 'AcademicYear', title: t('academicYear') },
                  {
                    key: 'Children',
                    dataIndex: 'Children',
                    title: `${t('childrenCount')} / ${t('capacity')}`,
                    render: (_: unknown, c) => `${c.Children} / ${c.Capacity}`,
                  },
                  { key: 'Teachers', dataIndex: 'Teachers', title: t('teachersCount') },
                  {
                    key: 'State',
                    dataIndex: 'State',
                    title: t('state'),
                    render: (s: number) => <Tag color={s === 0 ? 'success' : 'default'}>{t(s === 0 ? 'active' : 'disabled')}</Tag>,
                  },
                ]}
              />
            </>
          )}
        </QueryState>
      </Card>

      {canParameters && (
        <Card
          title={t('parameters')}
          data-testid="school-parameters"
          extra={
            <Button onClick={() => navigate(`${parameterPath}?SchoolId=${id}`)} data-testid="school-detail-parameters">
              {t('editParameters')}
            </Button>
          }
        >
          <Loaded
            query={parameters}
            rows={3}
            render={(p) => (
              <Descriptions
                size="small"
                bordered
                column={{ xs: 1, md: 2, xl: 3 }}
                items={PARAMETER_SECTIONS.flatMap((section) =>
                  SCHOOL_PARAMETER_KEYS.filter((k) => SCHOOL_PARAMETER_FIELDS[k].section === section).map((k) => ({
                    key: k,
                    label: textOf(SCHOOL_PARAMETER_FIELDS[k].label, lang),
                    children: (
                      <span data-testid={`school-parameter-${k}`}>
                        {parameterText(k, p.Parameters[k], lang)}
                        {p.Own[k] == null ? null : (
                          <Tag color="blue" style={{ marginInlineStart: 8 }}>
                            {t('ownValue')}
                          </Tag>
                        )}
                      </span>
                    ),
                  })),
                )}
              />
            )}
          />
        </Card>
      )}
    </div>
  );
}
