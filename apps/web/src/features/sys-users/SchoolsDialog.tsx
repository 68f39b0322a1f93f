import { sysUser } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Segmented, Space, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { type Row, resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { buildSchoolTree, type Grouping, leafKeys, type SchoolTreeNode, schoolIdsOf, schoolKey } from './schoolTree.ts';
import { useBindableSchools } from './sources.ts';

/**
 * Binds an account to schools (SysUser/Update with Schools): a checkable tree of the schools
 * the caller may bind, by region or by agent, with a search. Bindings to schools outside the
 * caller's scope are not shown and the server keeps them.
 */
export function SchoolsDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('sys-users');
  return (
    <Modal
      open={row != null}
      title={t('schoolsOf', { name: row?.Username ?? '' })}
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
      modalRender={(node) => <div data-testid="accounts-schools-dialog">{node}</div>}
    >
      {row && <SchoolsPicker row={row} onClose={onClose} />}
    </Modal>
  );
}

function SchoolsPicker({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('sys-users');
  const queryClient = useQueryClient();
  const schools = useBindableSchools();
  const [grouping, setGrouping] = useState<Grouping>('region');
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<number[]>(() => ((row.Schools as number[] | undefined) ?? []).map(Number));
  const tree = useMemo(() => buildSchoolTree(schools.data ?? [], grouping, search, t('noAgent')), [schools.data, grouping, search, t]);
  const save = useMutation({
    mutationFn: () => resourceCall(sysUser, 'Update', { SysUserId: Number(row.SysUserId), Schools: checked }),
    onSuccess: () => {
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: resourceKey(sysUser.name) });
      onClose();
    },
  });
  const visible = new Set((schools.data ?? []).map((s) => s.SchoolId));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Segmented<Grouping>
          value={grouping}
          onChange={setGrouping}
          options={[
            { value: 'region', label: t('byRegion') },
            { value: 'agent', label: t('byAgent') },
          ]}
          data-testid="accounts-school-grouping"
        />
        <Input.Search
          allowClear
          placeholder={t('searchSchool')}
          onSearch={setSearch}
          style={{ width: 220 }}
          data-testid="accounts-school-search"
        />
      </Space>
      <QueryState
        loading={schools.isPending}
        error={schools.error}
        retry={() => void schools.refetch()}
        empty={tree.length === 0}
        emptyText={t('noSchools')}
      >
        <Tree<SchoolTreeNode>
          checkable
          selectable={false}
          defaultExpandAll
          key={`${grouping}-${search}`}
          treeData={tree}
          checkedKeys={checked.filter((id) => visible.has(id)).map(schoolKey)}
          onCheck={(keys) => {
            const list = Array.isArray(keys) ? keys : keys.checked;
            // The ids the tree shows now replace their old state; those hidden by the search stay as they were.
            const shown = new Set(schoolIdsOf(leafKeys(tree)));
            setChecked((now) => [...new Set([...now.filter((id) => !shown.has(id)), ...schoolIdsOf(list)])].sort((a, b) => a - b));
          }}
          titleRender={(node) =>
            node.school ? (
              // A click on the name checks it too (the tree is not selectable).
              <span data-testid={`accounts-school-${node.school.SchoolId}`}>
                {node.title}
                {node.school.State !== 0 && <Tag style={{ marginInlineStart: 8 }}>{t('schoolDisabled')}</Tag>}
              </span>
            ) : (
              <span>{node.title}</span>
            )
          }
          style={{ maxHeight: 360, overflow: 'auto' }}
          data-testid="accounts-school-tree"
        />
      </QueryState>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary" data-testid="accounts-schools-count">
          {t('schoolsSelected', { count: checked.length })}
        </Typography.Text>
        <Space>
          <Button onClick={onClose} data-testid="accounts-schools-cancel">
            {t('cancel')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="accounts-schools-submit">
            {t('ok')}
          </Button>
        </Space>
      </Space>
    </Space>
  );
}
