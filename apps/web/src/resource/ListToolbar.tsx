import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionButton, type ActionItem, useActionMenu } from './RowActions.tsx';

export interface ListToolbarProps {
  /** The main action (Add): always a button. */
  main?: ActionItem;
  /** The others (bulk, import, export, a page's own, reload). */
  items: readonly ActionItem[];
  /** The filter drawer's button (phones): how many filters are on. */
  filters?: { count: number; open: () => void };
  compact: boolean;
}

/**
 * A list's toolbar. Desktop: every action as a button, the main one last. Phone or tablet
 * (`compact`): the filter drawer's button with its count, the main action, and the others in a
 * "More actions" menu.
 */
export function ListToolbar({ main, items, filters, compact }: ListToolbarProps) {
  const { t } = useTranslation();
  const menu = useActionMenu(compact ? items : []);
  if (!compact) {
    return (
      <Space wrap>
        {items.map((a) => (
          <ActionButton key={a.key} item={a} toolbar />
        ))}
        {main && <ActionButton item={{ ...main, primary: true }} toolbar />}
      </Space>
    );
  }
  return (
    <Space size={8}>
      {filters && (
        <Button icon={<FilterOutlined />} onClick={filters.open} data-testid="resource-filters-open" data-count={filters.count}>
          {filters.count ? t('filtersActive', { count: filters.count }) : t('filters')}
        </Button>
      )}
      {main && <ActionButton item={{ ...main, primary: true }} toolbar />}
      {items.length > 0 && (
        <Dropdown trigger={['click']} menu={menu}>
          <Button icon={<EllipsisOutlined />} aria-label={t('moreActions')} data-testid="resource-toolbar-more" />
        </Dropdown>
      )}
    </Space>
  );
}
