import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toggleSidebar, useSettings } from '../settings.ts';

export function Hamburger() {
  const { t } = useTranslation('shell');
  const { sidebar } = useSettings();
  return (
    <button
      type="button"
      className="hamburger-container navbar-icon"
      data-testid="hamburger"
      aria-label={t('hamburger')}
      aria-expanded={sidebar.opened}
      title={t('hamburger')}
      onClick={toggleSidebar}
    >
      {sidebar.opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </button>
  );
}
