import { api, type MenuAdminNode } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Space, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call } from '../../api/request.ts';
import { useLang } from '../../resource/hooks.ts';
import { menuIcon } from '../../shell/icons.tsx';
import {
  fieldChecks,
  formValuesOf,
  insertInput,
  isContainer,
  type MenuFormValues,
  menuFieldOfRefusal,
  newValuesUnder,
  TOP_LEVEL,
  titleOf,
  updateInput,
} from './menuModel.ts';

export type MenuFormTarget = { mode: 'edit'; node: MenuAdminNode } | { mode: 'add'; parent: MenuAdminNode | null };

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

/**
 * The add / edit form of a menu entry: parent, name, path, the three titles, icon (with its
 * preview), component, redirect, hidden, keep-alive, enabled, sort. Checked before sending
 * with the contract's rules; a refusal naming a field is shown on it (the request layer
 * toasts it as well). A name keys routes and grants: only a super admin edits it, and never
 * on a protected entry.
 */
export function MenuForm({
  target,
  tree,
  superAdmin,
  editable,
  onSaved,
  onCancel,
}: {
  target: MenuFormTarget;
  tree: readonly MenuAdminNode[];
  superAdmin: boolean;
  editable: boolean;
  onSaved: (sysMenuId: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('menus');
  const lang = useLang();
  const [form] = Form.useForm<MenuFormValues>();
  const initial = useMemo(() => (target.mode === 'edit' ? formValuesOf(target.node) : newValuesUnder(target.parent)), [target]);
  const editing = target.mode === 'edit' ? target.node : null;

  // Sections and groups may hold the entry, never the entry itself or anything below it.
  const parents = useMemo(() => {
    const toOptions = (nodes: readonly MenuAdminNode[], inside: boolean): TreeOption[] =>
      nodes.filter(isContainer).map((n) => {
        const below = inside || n.SysMenuId === editing?.SysMenuId;
        return { value: n.SysMenuId, title: titleOf(n, lang), disabled: below, children: toOptions(n.Children, below) };
      });
    return [{ value: TOP_LEVEL, title: t('topLevel'), children: [] }, ...toOptions(tree, false)];
  }, [tree, editing, lang, t]);

  const save = useMutation({
    mutationFn: async (values: MenuFormValues) => {
      if (target.mode === 'add') return (await call(api.sysRoleMenuInsert, insertInput(values) as never)).SysMenuId;
      await call(api.sysRoleMenuUpdate, updateInput(target.node, values) as never);
      return target.node.SysMenuId;
    },
    onSuccess: (id) => onSaved(id),
    onError: (e) => {
      if (!(e instanceof ApiCallError)) return;
      const about = menuFieldOfRefusal(e);
      if (about) form.setFields([{ name: about.field, errors: [about.message] }]);
    },
  });

  const rule = (name: keyof MenuFormValues) => [
    {
      validator: async (_: unknown, value: unknown) => {
        const problem = fieldChecks[name]?.(value, form.getFieldsValue(true) as MenuFormValues);
        if (problem) throw new Error(t(problem.key, problem.values));
      },
    },
  ];
  const nameLocked = !!editing && (editing.Protected || !superAdmin);
  const icon = Form.useWatch('Icon', form);

  return (
    <Form<MenuFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate({ ...initial, ...values })}
      disabled={!editable || save.isPending}
      data-testid="menus-form"
    >
      <Form.Item name="ParentId" label={t('parent')}>
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll={false}
          showSearch={{ treeNodeFilterProp: 'title' }}
          data-testid="menus-field-ParentId"
        />
      </Form.Item>
      <Form.Item
        name="Name"
        label={t('name')}
        required
        rules={rule('Name')}
        extra={editing ? t(editing.Protected ? 'nameProtected' : 'nameHint') : undefined}
      >
        <Input disabled={nameLocked} maxLength={50} data-testid="menus-field-Name" />
      </Form.Item>
      <Form.Item name="Path" label={t('path')} required rules={rule('Path')} dependencies={['ParentId']} extra={t('pathHint')}>
        <Input maxLength={200} data-testid="menus-field-Path" />
      </Form.Item>
      <Form.Item name="TitleZh" label={t('titleZh')} required rules={rule('TitleZh')}>
        <Input data-testid="menus-field-TitleZh" />
      </Form.Item>
      <Form.Item name="TitleEn" label={t('titleEn')} required rules={rule('TitleEn')}>
        <Input data-testid="menus-field-TitleEn" />
      </Form.Item>
      <Form.Item name="TitleEs" label={t('titleEs')} required rules={rule('TitleEs')}>
        <Input data-testid="menus-field-TitleEs" />
      </Form.Item>
      <Form.Item name="Icon" label={t('icon')} rules={rule('Icon')} extra={t('iconHint')}>
        <Input maxLength={50} prefix={icon ? menuIcon(String(icon), false) : undefined} data-testid="menus-field-Icon" />
      </Form.Item>
      <Form.Item name="Component" label={t('component')} required rules={rule('Component')} extra={t('componentHint')}>
        <Input maxLength={100} data-testid="menus-field-Component" />
      </Form.Item>
      <Form.Item name="Redirect" label={t('redirect')} rules={rule('Redirect')}>
        <Input maxLength={200} data-testid="menus-field-Redirect" />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="Hidden" label={t('hidden')} valuePropName="checked">
          <Switch data-testid="menus-field-Hidden" />
        </Form.Item>
        <Form.Item name="NoCache" label={t('noCache')} valuePropName="checked">
          <Switch data-testid="menus-field-NoCache" />
        </Form.Item>
        <Form.Item name="Enabled" label={t('enabled')} valuePropName="checked">
          <Switch data-testid="menus-field-Enabled" />
        </Form.Item>
        <Form.Item name="Sort" label={t('sort')}>
          <InputNumber min={0} max={99999} precision={0} data-testid="menus-field-Sort" />
        </Form.Item>
      </Space>
      {editable && (
        <Form.Item style={{ marginBottom: 0 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="menus-form-submit">
              {t('save')}
            </Button>
            {onCancel && (
              <Button onClick={onCancel} disabled={false}>
                {t('cancel')}
              </Button>
            )}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
