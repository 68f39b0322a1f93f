import { SIDEBAR_WIDTH, SUBMENU_DELAY_MS } from '@kc/contract';
import { ConfigProvider, Menu, type MenuProps, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { textOn } from '../app/contrast.ts';
import { activeSidebarKey, isExternal, pickTitle, type SidebarItem, sidebarItems, submenuKeys } from '../router/routeTable.ts';
import { menuIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { useCurrentMatch, useRouteTable } from './routing.ts';
import { useSettings } from './settings.ts';

type MenuItem = Required<MenuProps>['items'][number];

/** The dark sidebar; its selected item in the theme colour, its text white or near-black as reads (WCAG 1.4.3). */
const sidebarTheme = (themeColor: string) => ({
  components: {
    Menu: {
      collapsedWidth: SIDEBAR_WIDTH.collapsed,
      darkItemBg: '#304156',
      darkSubMenuItemBg: '#1f2d3d',
      darkPopupBg: '#1f2d3d',
      darkItemColor: '#bfcbd9',
      darkItemHoverBg: '#263445',
      darkItemSelectedBg: themeColor,
      darkItemSelectedColor: textOn(themeColor),
    },
  },
});

/**
 * Sidebar (spec §2.4): built from the route table; a submenu for several visible children, else
 * one link; external links open in a new tab; the active item follows the path; all groups
 * start open; popups of the collapsed menu open after 200 ms.
 */
export function Sidebar() {
  const { t, i18n } = useTranslation('shell');
  const table = useRouteTable();
  const match = useCurrentMatch();
  const { sidebar, device, themeColor } = useSettings();
  const theme = useMemo(() => sidebarTheme(themeColor), [themeColor]);
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
          label: <SidebarLabel title={title} testId={`sidebar-submenu-${item.path}`} />,
          children: item.children.map((c) => toItem(c, false)),
        };
      }
      const label = item.external ? (
        <a href={item.path} target="_blank" rel="noopener noreferrer" data-testid={`sidebar-item-${item.path}`}>
          {title}
        </a>
      ) : (
        <SidebarLabel title={title} testId={`sidebar-item-${item.path}`} />
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
        <ConfigProvider theme={theme}>
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

/** A menu title on one line, ended by an ellipsis before its arrow; a tooltip shows it whole when it is cut. */
function SidebarLabel({ title, testId }: { title: string; testId: string }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? title : undefined} placement="right">
      <span
        className="sidebar-title"
        data-testid={testId}
        onMouseEnter={(e) => setCut(e.currentTarget.scrollWidth > e.currentTarget.clientWidth)}
      >
        {title}
      </span>
    </Tooltip>
  );
}
