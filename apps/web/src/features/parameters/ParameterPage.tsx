import {
  api,
  CACHE_RESET_GRANT,
  type OwnSchoolParameters,
  parameterConflict,
  SCHOOL_PARAMETER_FIELDS,
  SCHOOL_PARAMETER_KEYS,
  type SchoolParameterKey,
  type SchoolParameters,
  school,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Divider, Empty, Form, InputNumber, Row, Select, Space, Tag, TimePicker, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { ApiCallError, call } from '../../api/request.ts';
import { useMenu, useUser } from '../../auth/session.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { useIdParam } from '../../components/useIdParam.ts';
import { fieldOfRefusal } from '../../lib/fieldOfRefusal.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useLang, useMenuGrants } from '../../resource/hooks.ts';
import { canDo, grantedActions, textOf } from '../../resource/model.ts';
import { isPlatformUser } from '../schools/schoolProfile.ts';
import { formValues, parameterPayload, type Values } from './parameterForm.ts';
import { PARAMETER_SECTIONS, parameterText } from './parameterText.ts';

/** The platform's defaults in the target picker. */
const DEFAULTS = 0;
const PARAMETERS_KEY = 'schoolParameters';

/**
 * /Parameter: the school parameters. A school user edits their school's own values (empty:
 * the platform default applies); the platform picks any school or edits the defaults. A role
 * holding the cache-reset grant (CACHE_RESET_GRANT: the super admin's) can clear every
 * instance's cache of merged parameters (SchoolParameter/ClearRedis); nobody else sees the button.
 */
export default function ParameterPage() {
  const { t } = useTranslation(['parameters', 'validation']);
  const user = useUser();
  const menu = useMenu();
  const platform = isPlatformUser(user);
  const canEdit = useMenuGrants('Parameter')('edit');
  const canResetCache = useMenuGrants(CACHE_RESET_GRANT.menu)(CACHE_RESET_GRANT.action);
  const [params, setParams] = useSearchParams();
  const asked = useIdParam('SchoolId');
  const target = asked ?? (platform ? DEFAULTS : (user?.Schools[0]?.SchoolId ?? null));

  // The platform picks among every school it may list; anyone else among their own schools.
  const listed = platform && canDo(school, grantedActions(menu, school.menu), 'SelectList');
  const schools = useQuery({
    queryKey: [...resourceKey(school.name), 'SelectList'],
    queryFn: () => resourceCall(school, 'SelectList', {}, { silent: true }),
    enabled: listed,
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const own = listed
      ? (schools.data ?? []).map((s) => ({ value: s.Value, label: s.Label }))
      : (user?.Schools ?? []).map((s) => ({ value: s.SchoolId, label: s.SchoolName }));
    if (asked != null && !own.some((o) => o.value === asked)) own.push({ value: asked, label: `#${asked}` });
    return platform ? [{ value: DEFAULTS, label: t('platformDefaults') }, ...own] : own;
  }, [listed, schools.data, user, platform, asked, t]);

  const clear = useMutation({
    mutationFn: () => call(api.schoolParameterClearCache, {}),
    onSuccess: () => notify.success(t('cacheCleared')),
  });

  const choose = (value: number) => {
    const next = new URLSearchParams(params);
    if (value === DEFAULTS) next.delete('SchoolId');
    else next.set('SchoolId', String(value));
    setParams(next, { replace: true });
  };

  return (
    <Card
      title={t('title')}
      data-testid="parameter-page"
      extra={
        <Space wrap>
          <span id="parameter-target-label">{t('target')}</span>
          <Select
            aria-labelledby="parameter-target-label"
            style={{ minWidth: 220 }}
            value={target ?? undefined}
            options={options}
            loading={listed && schools.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={choose}
            data-testid="parameter-target"
          />
          {canResetCache && (
            <Button onClick={() => clear.mutate()} loading={clear.isPending} data-testid="parameter-clear-cache">
              {t('clearCache')}
            </Button>
          )}
        </Space>
      }
    >
      {target == null ? (
        <Empty description={t('noSchool')} data-testid="parameter-no-school" />
      ) : (
        <ParameterForm key={target} target={target} canEdit={canEdit} />
      )}
    </Card>
  );
}

function ParameterForm({ target, canEdit }: { target: number; canEdit: boolean }) {
  const { t } = useTranslation(['parameters', 'validation']);
  const { t: tr } = useTranslation('resource');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const forDefaults = target === DEFAULTS;

  const data = useQuery({
    queryKey: [PARAMETERS_KEY, target],
    queryFn: async () => {
      if (!forDefaults) return call(api.schoolParameterDetail, { SchoolId: target }, { silent: true });
      const defaults = await call(api.schoolParameterDefault, {}, { silent: true });
      return { SchoolId: 0, SchoolName: '', Parameters: defaults, Own: defaults as OwnSchoolParameters, Defaults: defaults };
    },
    staleTime: 0,
  });

  const save = useMutation({
    mutationFn: (values: OwnSchoolParameters) =>
      forDefaults
        ? call(api.schoolParameterUpdateDefault, values as SchoolParameters)
        : call(api.schoolParameterUpdate, { SchoolId: target, ...values }),
    onSuccess: () => {
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: [PARAMETERS_KEY] });
    },
    onError: (e) => {
      // The request layer has toasted the server's message; one about a parameter goes on it too.
      if (!(e instanceof ApiCallError)) return;
      const about = fieldOfRefusal(e, (name) => (SCHOOL_PARAMETER_KEYS as readonly string[]).includes(name));
      if (about) form.setFields([{ name: about.field as SchoolParameterKey, errors: [about.message] }]);
    },
  });

  if (!data.isSuccess) return <QueryFallback query={data} rows={8} testId="parameter" />;
  const { Own, Defaults } = data.data;

  const submit = (values: Values) => {
    const payload = parameterPayload(values);
    // The rules between parameters, on what would apply: the server checks them again.
    const merged = Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, payload[k] ?? Defaults[k]])) as unknown as SchoolParameters;
    const broken = parameterConflict(merged);
    if (broken) {
      form.setFields([{ name: broken.field, errors: [t(broken.rule)] }]);
      return;
    }
    save.mutate(payload);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formValues(Own)}
      onFinish={submit}
      disabled={!canEdit || save.isPending}
      data-testid="parameter-form"
      data-target={target}
    >
      <Typography.Paragraph type="secondary">{t(forDefaults ? 'defaultsHint' : 'schoolHint')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      {PARAMETER_SECTIONS.map((section) => (
        <div key={section}>
          <Divider titlePlacement="start">{t(section)}</Divider>
          <Row gutter={16}>
            {SCHOOL_PARAMETER_KEYS.filter((k) => SCHOOL_PARAMETER_FIELDS[k].section === section).map((k) => {
              const f = SCHOOL_PARAMETER_FIELDS[k];
              const defaultText = parameterText(k, Defaults[k], lang);
              const own = Own[k] != null;
              return (
                <Col key={k} xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={k}
                    label={
                      <Space size={4}>
                        {textOf(f.label, lang)}
                        {!forDefaults && (
                          <Tag color={own ? 'blue' : 'default'} data-testid={`parameter-source-${k}`}>
                            {t(own ? 'ownValue' : 'followsDefault')}
                          </Tag>
                        )}
                      </Space>
                    }
                    extra={forDefaults ? undefined : t('defaultIs', { value: defaultText })}
                    rules={[
                      { required: forDefaults, message: t('validation:required') },
                      {
                        validator: async (_, v) => {
                          if (v == null || f.kind === 'time') return;
                          const n = Number(v);
                          if (f.kind === 'integer' && !Number.isInteger(n)) throw new Error(tr('integer'));
                          if (f.min != null && n < f.min) throw new Error(tr('minValue', { min: f.min }));
                          if (f.max != null && n > f.max) throw new Error(tr('maxValue', { max: f.max }));
                        },
                      },
                    ]}
                  >
                    {f.kind === 'time' ? (
                      <TimePicker
                        format="HH:mm"
                        minuteStep={5}
                        needConfirm={false}
                        allowClear={!forDefaults}
                        placeholder={forDefaults ? undefined : defaultText}
                        style={{ width: '100%' }}
                        data-testid={`parameter-field-${k}`}
                      />
                    ) : (
                      <InputNumber
                        min={f.min}
                        max={f.max}
                        precision={f.kind === 'decimal' ? (f.scale ?? 1) : 0}
                        step={f.kind === 'decimal' ? 0.1 : 1}
                        placeholder={forDefaults ? undefined : String(Defaults[k])}
                        suffix={f.unit ? textOf(f.unit, lang) : undefined}
                        style={{ width: '100%' }}
                        data-testid={`parameter-field-${k}`}
                      />
                    )}
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </div>
      ))}
      {canEdit && (
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="parameter-save">
            {t('save')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
