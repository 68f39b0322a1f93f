import { api, formatTime, IDENTITY_TYPE_OPTIONS, type InputOf, type OutputOf, PAGE_SIZE_DEFAULT } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Input, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import type { RoleRef } from './RoleMenuDrawer.tsx';

type UserRow = OutputOf<typeof api.sysRoleSelectUsers>['list'][number];
type Sort = NonNullable<InputOf<typeof api.sysRoleSelectUsers>['sort']>;
const SORTABLE = ['Username', 'FullName', 'LastLoginTime'] as const;

/** Who holds a role (SysRole/SelectUsers): paged on the server, searchable, sortable. */
export function RoleUsersDrawer({ role, onClose }: { role: RoleRef | null; onClose: () => void }) {
  const { t } = useTranslation('permissions');
  return (
    <Drawer open={role != null} onClose={onClose} size={760} destroyOnHidden title={t('usersOf', { name: role?.RoleName ?? '' })}>
      {role && <RoleUsers role={role} />}
    </Drawer>
  );
}

function RoleUsers({ role }: { role: RoleRef }) {
  const { t } = useTranslation('permissions');
  const text = useOptionText();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE_DEFAULT);
  const [sort, setSort] = useState<Sort | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const input = { SysRoleId: role.SysRoleId, cur_page: page, size, ...(sort ? { sort } : {}), ...(keyword ? { Keyword: keyword } : {}) };
  const users = useQuery({
    queryKey: ['roles', 'users', input],
    queryFn: () => call(api.sysRoleSelectUsers, input, { silent: true }),
    placeholderData: keepPreviousData,
  });

  const order = (key: string) => (sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null);
  const columns: TableProps<UserRow>['columns'] = [
    { key: 'Username', dataIndex: 'Username', title: t('username'), sorter: true, sortOrder: order('Username') },
    { key: 'FullName', dataIndex: 'FullName', title: t('fullName'), sorter: true, sortOrder: order('FullName') },
    { key: 'Mobile', dataIndex: 'Mobile', title: t('mobile') },
    { key: 'IdentityType', dataIndex: 'IdentityType', title: t('identityType'), render: (v: number) => text(IDENTITY_TYPE_OPTIONS, v) },
    {
      key: 'State',
      dataIndex: 'State',
      title: t('state'),
      render: (v: number, row) => (
        <>
          <Tag color={v === 0 ? 'success' : 'default'}>{t(v === 0 ? 'active' : 'inactive')}</Tag>
          {row.Current && <Tag color="processing">{t('currentRole')}</Tag>}
        </>
      ),
    },
    {
      key: 'LastLoginTime',
      dataIndex: 'LastLoginTime',
      title: t('lastLogin'),
      sorter: true,
      sortOrder: order('LastLoginTime'),
      render: (v: string | null) => (v ? formatTime(v) : t('never')),
    },
  ];

  const onChange: TableProps<UserRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = String(s?.columnKey ?? '');
      setSort(s?.order && (SORTABLE as readonly string[]).includes(key) ? ((s.order === 'descend' ? `-${key}` : key) as Sort) : undefined);
      setPage(1);
    } else if (extra.action === 'paginate') {
      const next = pagination.pageSize ?? size;
      setPage(next !== size ? 1 : (pagination.current ?? 1));
      setSize(next);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="roles-users">
      <Input.Search
        allowClear
        placeholder={t('searchUser')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ maxWidth: 320 }}
        data-testid="roles-users-search"
      />
      {users.isError && <LoadFailed error={users.error} retry={() => void users.refetch()} />}
      <Table<UserRow>
        rowKey="SysUserId"
        size="middle"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: users.isPending ? <div style={{ height: 80 }} /> : <NoData text={t(keyword ? 'noMatch' : 'noUsers')} />,
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => <span data-testid="roles-users-total">{t('total', { total })}</span>,
        }}
        data-testid="roles-users-table"
      />
    </div>
  );
}
