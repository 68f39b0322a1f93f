import { BankOutlined, DownOutlined } from '@ant-design/icons';
import { SCHOOL_LIST_MAX_HEIGHT, SCHOOL_LIST_SCROLL_AFTER } from '@kc/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../auth/session.ts';

/** The user's schools; the list scrolls when it holds more than 5 (max height 180 px, spec §9). */
export function SchoolList({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const schools = user?.Schools ?? [];
  if (schools.length === 0) return null;
  const scrolls = schools.length > SCHOOL_LIST_SCROLL_AFTER;
  const first = schools[0]?.SchoolName ?? '';
  return (
    <Dropdown
      trigger={['click']}
      popupRender={(node) => (
        <div data-testid="school-list-menu" data-scrolls={scrolls}>
          {node}
        </div>
      )}
      menu={{
        selectable: false,
        style: scrolls ? { maxHeight: SCHOOL_LIST_MAX_HEIGHT, overflowY: 'auto' } : undefined,
        items: [
          { key: 'title', type: 'group', label: t('schools.title') },
          ...schools.map((s) => ({
            key: String(s.SchoolId),
            icon: <BankOutlined />,
            label: <span data-testid={`school-item-${s.SchoolId}`}>{s.SchoolName}</span>,
          })),
        ],
      }}
    >
      <Button type="text" data-testid="school-list" icon={<BankOutlined />} title={t('schools.title')}>
        {compact ? null : (
          <span className="school-list-label">{schools.length > 1 ? t('schools.count', { count: schools.length }) : first}</span>
        )}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
