import { SIDEBAR_WIDTH, SUBMENU_DELAY_MS } from '@kc/contract';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { activeSidebarKey, isExternal, pickTitle, type SidebarItem, sidebarItems, submenuKeys } from '../router/routeTable.ts';
import { menuIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { useCurrentMatch, useRouteTable } from './routing.ts';
import { useSettings } from './settings.ts';

type MenuItem = Required<MenuProps>['items'][number];

const SIDEBAR_THEME = {
  components: {
    Menu: {
      collapsedWidth: SIDEBAR_WIDTH.collapsed,
      darkItemBg: '#304156',
      darkSubMenuItemBg: '#1f2d3d',
      darkPopupBg: '#1f2d3d',
      darkItemColor: '#bfcbd9',
      darkItemHoverBg: '#263445',
    },
  },
};

/**
 * Sidebar (spec §2.4): built from the route table; a submenu for several visible children, else
 * one link; external links open in a new tab; the active item follows the path; all groups
 * start open; popups of the collapsed menu open after 200 ms.
 */
export function Sidebar() {
  const { t, i18n } = useTranslation('shell');
  const table = useRouteTable();
  const match = useCurrentMatch();
  const { sidebar, device } = useSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const collapsed = !sidebar.opened && device !== 'mobile';

  const items = useMemo(() => sidebarItems(table), [table]);
  const openKeys = useMemo(() => submenuKeys(items), [items]);
  const active = activeSidebarKey(items, match);

  const antItems = useMemo(() => {
    const noName = t('noName');
    const toItem = (item: SidebarItem, top: boolean): MenuItem => {
      const title = pickTitle(item.title, i18n.language) ?? noName;
      const icon = top ? menuIcon(item.icon) : menuIcon(item.icon, false);
      if (item.children) {
        return {
          key: item.key,
          icon,
          label: (
            <span data-testid={`sidebar-submenu-${item.path}`} title={title}>
              {title}
            </span>
          ),
          children: item.children.map((c) => toItem(c, false)),
        };
      }
      const label = item.external ? (
        <a href={item.path} target="_blank" rel="noopener noreferrer" data-testid={`sidebar-item-${item.path}`}>
          {title}
        </a>
      ) : (
        <span data-testid={`sidebar-item-${item.path}`} title={title}>
          {title}
        </span>
      );
      return { key: item.key, icon, label, title };
    };
    return items.map((i) => toItem(i, true));
  }, [items, i18n.language, t]);

  const width = collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open;

  return (
    <aside className="sidebar-container" data-testid="sidebar" data-collapsed={collapsed} style={{ width }}>
      <div className="sidebar-logo-container">
        <Logo collapsed={collapsed} />
      </div>
      <div className="sidebar-scroll">
        <ConfigProvider theme={SIDEBAR_THEME}>
          <Menu
            // Remount on collapse: a collapsed menu opened with every group open pops all their flyouts.
            key={`${collapsed ? 'c' : 'o'}|${openKeys.join('|')}`}
            mode="inline"
            theme="dark"
            inlineCollapsed={collapsed}
            defaultOpenKeys={collapsed ? [] : openKeys}
            selectedKeys={active ? [active] : []}
            subMenuOpenDelay={SUBMENU_DELAY_MS / 1000}
            items={antItems}
            onClick={({ key }) => {
              if (isExternal(key)) return;
              if (key.toLowerCase() !== pathname.toLowerCase()) navigate(key);
            }}
          />
        </ConfigProvider>
      </div>
    </aside>
  );
}
