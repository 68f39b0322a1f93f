import { api, CERT_STATE, CERT_STATE_OPTIONS, type EnumOption, type FieldDef, type InputOf, parent } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Form, Modal, Popconfirm, Result, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useMenu } from '../../auth/session.ts';
import type { Row } from '../../resource/api.ts';
import { useGrants, useLang } from '../../resource/hooks.ts';
import { textOf } from '../../resource/model.ts';
import { pathOfRoute } from '../../router/routeByName.ts';
import './peopleLocales.ts';

// What the parents, staff and class screens share: links between the
// detail screens (only those the role is granted), the id of a detail screen, the family
// table (link flags and unbinding), the bind dialog, the certificate tag.

/** The path of a named screen in the user's menu (hidden detail screens too), or null when not granted. */
export function useScreenPath(name: string): string | null {
  const menu = useMenu();
  return useMemo(() => pathOfRoute(menu, name), [menu, name]);
}

/** A link to a detail screen with its id, or the plain text when the role has no such screen. */
export function ScreenLink({
  path,
  query,
  children,
  testId,
}: {
  path: string | null;
  query: string;
  children: ReactNode;
  testId?: string;
}) {
  if (!path) return <>{children}</>;
  return (
    <Link to={`${path}?${query}`} data-testid={testId}>
      {children}
    </Link>
  );
}

/**
 * A list row's button opening a detail screen with the row's id (`?ClassId=3`), for
 * ResourcePage's rowActions; undefined when the role has no such screen.
 */
export function useRowScreenLink(screen: string, idKey: string, label: string, testId: string): ((row: Row) => ReactNode) | undefined {
  const path = useScreenPath(screen);
  const navigate = useNavigate();
  if (!path) return undefined;
  return (row) => (
    <Button
      type="link"
      size="small"
      data-testid={testId}
      data-row-id={String(row[idKey])}
      onClick={() => navigate(`${path}?${idKey}=${String(row[idKey])}`)}
    >
      {label}
    </Button>
  );
}

/** The id a detail screen shows (`?ParentId=3`), or null. */
export function useIdParam(key: string): number | null {
  const [params] = useSearchParams();
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function MissingId() {
  const { t } = useTranslation('people');
  return <Result status="warning" title={t('missingId')} data-testid="people-missing-id" />;
}

export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('people');
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={error.message}
      data-testid="people-load-error"
      action={
        <Button size="small" onClick={retry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/** An option's label in the current language (the value itself when unknown). */
export function useOptionText() {
  const lang = useLang();
  return (options: readonly EnumOption[] | undefined, value: unknown) => {
    const o = options?.find((x) => String(x.value) === String(value));
    return o ? textOf(o.label, lang) : value == null ? '' : String(value);
  };
}
export const optionsOf = (f: FieldDef | undefined) => f?.options;

const CERT_COLORS: Record<number, string> = {
  [CERT_STATE.Valid]: 'success',
  [CERT_STATE.Expiring]: 'warning',
  [CERT_STATE.Expired]: 'error',
};

/** The health certificate state as a coloured tag (nothing when no expiry is recorded). */
export function CertTag({ state }: { state: unknown }) {
  const text = useOptionText();
  if (state == null) return null;
  return (
    <Tag color={CERT_COLORS[Number(state)] ?? 'default'} data-testid="cert-state" data-state={String(state)}>
      {text(CERT_STATE_OPTIONS, state)}
    </Tag>
  );
}

/** One parent–child link as the family tables show it. */
export interface FamilyRow {
  ParentId: number;
  StudentId: number;
  ParentName: string;
  StudentName: string;
  IsPrimary: boolean;
  MayPickUp: boolean;
  [more: string]: unknown;
}

type LinkIds = InputOf<typeof api.parentUnbind>;

/**
 * The links of a family: the other side's columns (given by the screen), the primary-contact
 * and pick-up switches and unbinding, for roles granted Parents edit. Every change is the
 * server's to refuse (the last primary contact): its message is shown and the table reloads.
 */
export function FamilyTable({
  rows,
  loading,
  columns,
  onChanged,
  testId,
}: {
  rows: FamilyRow[];
  loading: boolean;
  columns: ColumnsType<FamilyRow>;
  onChanged: () => void;
  testId: string;
}) {
  const { t } = useTranslation('people');
  const canEdit = useGrants(parent)('Update');
  const change = useMutation({
    mutationFn: async (c: { kind: 'primary' | 'pickUp' | 'unbind'; ids: LinkIds; value?: boolean }) => {
      if (c.kind === 'unbind') await call(api.parentUnbind, c.ids);
      else if (c.kind === 'primary') await call(api.parentSetPrimary, { ...c.ids, IsPrimary: c.value === true });
      else await call(api.parentSetPickUp, { ...c.ids, MayPickUp: c.value === true });
      return c.kind;
    },
    onSuccess: (kind) => notify.success(t(kind === 'unbind' ? 'unbound' : 'saved')),
    onSettled: onChanged,
  });
  const ids = (r: FamilyRow): LinkIds => ({ ParentId: r.ParentId, StudentId: r.StudentId });
  const flag = (key: 'IsPrimary' | 'MayPickUp', kind: 'primary' | 'pickUp') => ({
    key,
    dataIndex: key,
    title: t(key === 'IsPrimary' ? 'primary' : 'mayPickUp'),
    render: (v: boolean, r: FamilyRow) => (
      <Switch
        checked={v}
        size="small"
        disabled={!canEdit || change.isPending}
        data-testid={`family-${kind}`}
        data-row-id={`${r.ParentId}-${r.StudentId}`}
        onChange={(value) => change.mutate({ kind, ids: ids(r), value })}
      />
    ),
  });
  const all: ColumnsType<FamilyRow> = [...columns, flag('IsPrimary', 'primary'), flag('MayPickUp', 'pickUp')];
  if (canEdit)
    all.push({
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, r: FamilyRow) => (
        <Space>
          <Popconfirm
            title={t('confirmUnbind', { parent: r.ParentName, child: r.StudentName })}
            okText={t('ok')}
            cancelText={t('cancel')}
            okButtonProps={{ 'data-testid': 'family-unbind-confirm' } as Record<string, string>}
            onConfirm={() => change.mutateAsync({ kind: 'unbind', ids: ids(r) }).catch(() => undefined)}
          >
            <Button type="link" size="small" danger data-testid="family-unbind" data-row-id={`${r.ParentId}-${r.StudentId}`}>
              {t('unbind')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  return (
    <Table<FamilyRow>
      data-testid={testId}
      rowKey={(r) => `${r.ParentId}-${r.StudentId}`}
      size="middle"
      columns={all}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-row-id': `${r.ParentId}-${r.StudentId}` }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
    />
  );
}

interface BindValues {
  Picked?: number;
  IsPrimary: boolean;
  MayPickUp: boolean;
}

/**
 * Binds a parent and a child with the link flags (Parent/Bind). The screen gives the picker of
 * the other side (a `Select`, wired as the form's required `Picked` field) and which ids the
 * picked value makes.
 */
export function FamilyBindDialog({
  open,
  title,
  pickLabel,
  pickMessage,
  picker,
  link,
  hint,
  onClose,
  onDone,
}: {
  open: boolean;
  title: string;
  pickLabel: string;
  pickMessage: string;
  picker: ReactNode;
  link: (picked: number) => LinkIds;
  hint?: ReactNode;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<BindValues>();
  const bind = useMutation({
    mutationFn: (v: BindValues) => call(api.parentBind, { ...link(Number(v.Picked)), IsPrimary: v.IsPrimary, MayPickUp: v.MayPickUp }),
    onSuccess: () => {
      notify.success(t('bound'));
      onDone();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={t('bind')}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={bind.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'family-bind-submit' } as Record<string, string>}
    >
      <Form<BindValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ IsPrimary: false, MayPickUp: true }}
        onFinish={(v) => bind.mutate(v)}
      >
        <Form.Item name="Picked" label={pickLabel} rules={[{ required: true, message: pickMessage }]}>
          {picker}
        </Form.Item>
        <Space size="large">
          <Form.Item name="IsPrimary" valuePropName="checked" noStyle>
            <Checkbox data-testid="family-bind-primary">{t('primary')}</Checkbox>
          </Form.Item>
          <Form.Item name="MayPickUp" valuePropName="checked" noStyle>
            <Checkbox data-testid="family-bind-pickup">{t('mayPickUp')}</Checkbox>
          </Form.Item>
        </Space>
        {hint && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {hint}
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
