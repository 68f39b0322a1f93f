import {
  api,
  GRADE_OPTIONS,
  SCHOOL_PARAMETER_FIELDS,
  SCHOOL_PARAMETER_KEYS,
  type SchoolParameterSection,
  type SchoolParameters,
} from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { useMenu, useUser } from '../../auth/session.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useGrants, useLang } from '../../resource/hooks.ts';
import { grantedActions, textOf } from '../../resource/model.ts';
import { ResourceDetail } from '../../resource/ResourceDetail.tsx';
import { pathOfRoute } from '../../router/routeByName.ts';
import { schoolDefFor } from './schoolProfile.ts';
import './locales.ts';

const SECTIONS: readonly SchoolParameterSection[] = ['hours', 'checkIn', 'health', 'ratio', 'billing'];

/** A parameter as read: times as they are, numbers with their unit. */
export function parameterText(key: keyof SchoolParameters, value: string | number, lang: string): string {
  const f = SCHOOL_PARAMETER_FIELDS[key];
  if (f.kind === 'time') return String(value);
  const n = f.kind === 'decimal' ? Number(value).toFixed(f.scale ?? 1) : String(value);
  return f.unit ? `${n} ${textOf(f.unit, lang)}` : n;
}

/**
 * /GardenManage/SchoolDetail?SchoolId=: a school's profile (the definition's detail view), its
 * figures and classes (School/GetOverview) and the parameters that apply to it. Without an id,
 * the user's first school.
 */
export default function SchoolDetailPage() {
  const { t } = useTranslation('schools');
  const lang = useLang();
  const navigate = useNavigate();
  const user = useUser();
  const menu = useMenu();
  const def = schoolDefFor(user);
  const [params] = useSearchParams();
  const raw = params.get('SchoolId');
  const id = raw ? Number(raw) : (user?.Schools[0]?.SchoolId ?? NaN);
  const valid = Number.isInteger(id) && id > 0;
  const canEdit = useGrants(def)('Update');
  const canParameters = grantedActions(menu, 'Parameter').has('view');
  const listPath = pathOfRoute(menu, 'SchoolManage');
  const parameterPath = pathOfRoute(menu, 'Parameter') ?? '/Parameter';

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
    return <Result status="404" title={raw ? t('notFound') : t('noSchool')} data-testid="school-detail-missing" />;
  }

  const o = overview.data;
  const capacity = Number(profile.data?.Capacity ?? 0);
  const used = o && capacity > 0 ? Math.round((o.ChildrenTotal / capacity) * 100) : null;
  const gradeText = (g: string) => textOf(GRADE_OPTIONS.find((x) => x.value === g)?.label, lang) || g;

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
        {overview.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : overview.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={overview.error.message}
            action={
              <Button size="small" onClick={() => overview.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
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
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noClasses')} /> }}
              onRow={(c) => ({ 'data-row-id': c.ClassId }) as HTMLAttributes<HTMLElement>}
              columns={[
                { key: 'ClassName', dataIndex: 'ClassName', title: t('className') },
                { key: 'Grade', dataIndex: 'Grade', title: t('grade'), render: (g: string) => gradeText(g) },
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
          {parameters.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : parameters.isError ? (
            <Alert type="error" showIcon title={t('loadFailed')} description={parameters.error.message} />
          ) : (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, md: 2, xl: 3 }}
              items={SECTIONS.flatMap((section) =>
                SCHOOL_PARAMETER_KEYS.filter((k) => SCHOOL_PARAMETER_FIELDS[k].section === section).map((k) => ({
                  key: k,
                  label: textOf(SCHOOL_PARAMETER_FIELDS[k].label, lang),
                  children: (
                    <span data-testid={`school-parameter-${k}`}>
                      {parameterText(k, parameters.data.Parameters[k], lang)}
                      {parameters.data.Own[k] == null ? null : (
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
        </Card>
      )}
    </div>
  );
}
