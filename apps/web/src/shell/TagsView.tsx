import { CloseOutlined } from '@ant-design/icons';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { matchRoute } from '../router/routeTable.ts';
import { useRouteTable, useRouteTitle } from './routing.ts';
import { closeAllTags, closeOtherTags, closeTag, tagsStore, useTags } from './tags.ts';
import { contextMenuLeft, nextAfterClose, type TagView, wheelScroll } from './tagsModel.ts';

/**
 * The tag bar of visited views (spec §2.4): close, close others, close all (back to the root),
 * refresh (through /Redirect); right-click menu clamped to the bar; the wheel scrolls it sideways.
 */
export function TagsView() {
  const { t } = useTranslation('shell');
  const tags = useTags();
  const table = useRouteTable();
  const titleOf = useRouteTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ left: number; top: number; tag: TagView } | null>(null);

  const isActive = (tag: TagView) => tag.path.toLowerCase() === location.pathname.toLowerCase();

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  // Keep the active tag in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tag or the list changes
  useEffect(() => {
    const el = scrollRef.current?.querySelector<HTMLElement>('[data-active="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname, tags.visited.length]);

  const close = (tag: TagView) => {
    closeTag(tag.path);
    if (isActive(tag)) navigate(nextAfterClose(tagsStore.get().visited));
  };
  const closeOthers = (tag: TagView) => {
    closeOtherTags(tag.path);
    if (!isActive(tag)) navigate(tag.fullPath);
  };
  const closeAll = () => {
    closeAllTags();
    navigate('/');
  };
  const refresh = (tag: TagView) => navigate(`/Redirect${tag.fullPath}`, { replace: true });

  const onContextMenu = (e: MouseEvent, tag: TagView) => {
    e.preventDefault();
    const el = containerRef.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    setMenu({ left: contextMenuLeft(e.clientX, rect.left, el.offsetWidth), top: e.clientY - rect.top, tag });
  };

  const titleFor = (tag: TagView) => titleOf(matchRoute(table, tag.path)?.node);

  return (
    <nav className="tags-view-container" ref={containerRef} data-testid="tags-view" aria-label={t('visitedPages')}>
      <div
        className="tags-view-wrapper"
        ref={scrollRef}
        onWheel={(e) => {
          const el = scrollRef.current;
          if (el) el.scrollLeft = wheelScroll(el.scrollLeft, e.deltaY);
        }}
      >
        {tags.visited.map((tag) => {
          const active = isActive(tag);
          return (
            <Link
              key={tag.path}
              to={tag.fullPath}
              className={`tags-view-item${active ? ' active' : ''}`}
              data-testid={`tag-${tag.path}`}
              data-active={active}
              onContextMenu={(e) => onContextMenu(e, tag)}
              onAuxClick={(e) => {
                if (e.button === 1) {
                  e.preventDefault();
                  close(tag);
                }
              }}
            >
              <span className="tags-view-title">{titleFor(tag)}</span>
              <CloseOutlined
                className="tags-view-close"
                data-testid={`tag-close-${tag.path}`}
                onClick={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  close(tag);
                }}
              />
            </Link>
          );
        })}
      </div>
      {menu ? (
        <ul className="tags-contextmenu" data-testid="tag-menu" style={{ left: menu.left, top: menu.top }}>
          <li data-testid="tag-menu-refresh" onClick={() => refresh(menu.tag)}>
            {t('tags.refresh')}
          </li>
          <li data-testid="tag-menu-close" onClick={() => close(menu.tag)}>
            {t('tags.close')}
          </li>
          <li data-testid="tag-menu-close-others" onClick={() => closeOthers(menu.tag)}>
            {t('tags.closeOthers')}
          </li>
          <li data-testid="tag-menu-close-all" onClick={closeAll}>
            {t('tags.closeAll')}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
