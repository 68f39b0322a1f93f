// No zod here: the web reads these.

/** The query of the own menu (SysMenu/SelectMenuList). */
export const MENU_LIST_QUERY = { State: 0, SystemId: 1 } as const;

/*
 * The shape of a menu entry's fields: the web's forms check the same rules before sending;
 * menus/api.ts builds the server's validation from them.
 */

/** The sidebar layout components; anything else is a view path such as 'teach/StudentManage'. */
export const MENU_LAYOUTS = ['Layout', 'ParentView'] as const;
/** Names key routes and grants: a letter, then letters, digits or _. */
export const MENU_NAME_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
/** '/Section' at the top, relative child paths ('StudentManage', 'WarningRecord/:WarningType'), or an external link. */
export const MENU_PATH_RE = /^(\/?[A-Za-z0-9_.:-]+(\/[A-Za-z0-9_.:-]+)*|(https?:\/\/|mailto:|tel:)\S+)$/;
export const MENU_EXTERNAL_RE = /^(https?:\/\/|mailto:|tel:)/;
export const MENU_COMPONENT_RE = /^(Layout|ParentView|[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+)+)$/;
/** antd icon keys in kebab case ('account-book'), or nothing. */
export const MENU_ICON_RE = /^[A-Za-z0-9-]*$/;
/** 'noredirect' (plain text in the breadcrumb) or a full path. */
export const MENU_REDIRECT_RE = /^(noredirect|\/\S*)?$/;
export const MENU_TITLE_MAX = 50;
