import { api } from '@kc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';

/** Birthdays of a month (Student/SelectBirthdayList): by default each school's current month, on its local date. */
export function BirthdaysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  const [month, setMonth] = useState<number | undefined>();
  const [page, setPage] = useState({ cur_page: 1, size: 10 });
  const list = useQuery({
    queryKey: ['students', 'birthdays', month, page],
    queryFn: () => call(api.studentBirthdayList, { ...page, ...(month ? { Month: month } : {}) }, { silent: true }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={open}
      width={720}
      title={t('birthdaysTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
      modalRender={(node) => <div data-testid="students-birthdays-dialog">{node}</div>}
    >
      <Space style={{ marginBottom: 12 }}>
        <span>{t('month')}</span>
        <Select
          style={{ width: 220 }}
          value={month ?? 0}
          onChange={(v) => {
            setMonth(v || undefined);
            setPage((p) => ({ ...p, cur_page: 1 }));
          }}
          options={[
            { value: 0, label: t('currentMonth') },
            ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: t('monthN', { month: i + 1 }) })),
          ]}
          data-testid="students-birthdays-month"
        />
      </Space>
      {list.isError && <LoadFailed error={list.error} retry={() => void list.refetch()} />}
      <Table
        size="small"
        rowKey="StudentId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="students-birthdays-table"
        locale={{ emptyText: <NoData /> }}
        pagination={{
          current: page.cur_page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          onChange: (cur_page, size) => setPage({ cur_page, size }),
        }}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'StudentName' },
          { key: 'class', title: t('classes'), render: (_, r) => r.ClassName ?? '—' },
          {
            key: 'birthday',
            title: t('birthdayDate'),
            render: (_, r) => (
              <Space size={4}>
                {r.BirthdayDate.slice(5)}
                {r.IsToday && <Tag color="magenta">{t('today')}</Tag>}
              </Space>
            ),
          },
          { key: 'turns', title: '', render: (_, r) => t('turns', { years: r.TurnsYears }) },
          { key: 'age', title: '', render: (_, r) => t('age', { years: r.AgeYears, months: r.AgeMonths }) },
        ]}
      />
    </Modal>
  );
}
