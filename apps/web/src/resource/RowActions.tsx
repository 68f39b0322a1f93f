import DownOutlined from '@ant-design/icons/DownOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import { App, Button, type ButtonProps, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../components/ConfirmAction.tsx';

/**
 * One action of a list row or a toolbar, as data: the engine decides how it is drawn (a link
 * button, an item of the "More" menu, an item of a phone card's menu), so every screen keeps the
 * same rules: at most VISIBLE_ROW_ACTIONS buttons on a desktop row, a menu on a phone.
 */
export interface ActionItem {
  key: string;
  label: string;
  /** data-testid of the button or menu item (the row's id goes in data-row-id). */
  testId: string;
  onClick: () => unknown;
  danger?: boolean;
  disabled?: boolean;
  /**
   * Asked first (a popconfirm on a button, a dialog from a menu); `testId` names its confirm
   * button. Its buttons are verbs: the action's own label ("Cancel leave", red when `danger`)
   * unless `okText` says otherwise, and `cancelText` for keeping things as they are ("Keep
   * leave"; "Keep" when not given) — never a bare OK / Cancel.
   */
  confirm?: { title: ReactNode; okText?: string; cancelText?: string; testId?: string };
  /** Toolbar buttons: an icon, a busy state, drawn as primary (a filter that is on). */
  icon?: ReactNode;
  loading?: boolean;
  primary?: boolean;
}

/** What a screen gives: items, with false / null for those the role or the record does not allow. */
export type ActionList = readonly (ActionItem | false | null | undefined)[];

/** A desktop row shows this many actions; the others go under "More". */
export const VISIBLE_ROW_ACTIONS = 3;

export const presentActions = (list: ActionList): ActionItem[] => list.filter((a): a is ActionItem => !!a);

/** An action as a button: a link in a row, a plain (or primary) button in a toolbar. */
export function ActionButton({ item, rowId, toolbar }: { item: ActionItem; rowId?: string | number; toolbar?: boolean }) {
  const button = (
    <Button
      type={toolbar ? (item.primary ? 'primary' : 'default') : 'link'}
      size={toolbar ? undefined : 'small'}
      icon={item.icon}
      loading={item.loading}
      danger={item.danger}
      disabled={item.disabled}
      onClick={item.confirm ? undefined : () => void item.onClick()}
      data-testid={item.testId}
      data-row-id={rowId}
    >
      {item.label}
    </Button>
  );
  if (!item.confirm) return button;
  return (
    <ConfirmAction
      title={item.confirm.title}
      confirmText={item.confirm.okText ?? item.label}
      keepText={item.confirm.cancelText}
      danger={item.danger}
      disabled={item.disabled}
      testId={item.confirm.testId}
      onConfirm={() => Promise.resolve(item.onClick())}
    >
      {button}
    </ConfirmAction>
  );
}

/** The menu of some actions: an item with a confirm asks in a dialog before it runs. */
export function useActionMenu(items: readonly ActionItem[], rowId?: string | number): MenuProps {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return {
    items: items.map((a) => ({
      key: a.key,
      danger: a.danger,
      disabled: a.disabled,
      icon: a.icon,
      label: (
        <span data-testid={a.testId} data-row-id={rowId}>
          {a.label}
        </span>
      ),
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const a = items.find((i) => i.key === key);
      if (!a) return;
      if (!a.confirm) return void a.onClick();
      modal.confirm({
        title: a.confirm.title,
        okText: a.confirm.okText ?? a.label,
        cancelText: a.confirm.cancelText ?? t('keep'),
        okButtonProps: { danger: a.danger, 'data-testid': a.confirm.testId } as unknown as ButtonProps,
        onOk: () => Promise.resolve(a.onClick()).catch(() => undefined),
      });
    },
  };
}

/**
 * A row's actions. Desktop: the first three as link buttons, the others under "More"
 * (`resource-row-more`, whose data-actions lists their test ids). Phone (`compact`): one
 * "…" button of at least 44 px opening a menu of them all.
 */
export function RowActions({
  actions,
  rowId,
  name,
  compact,
}: {
  actions: ActionList;
  rowId: string | number;
  name: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const items = presentActions(actions);
  const shown = compact ? [] : items.length > VISIBLE_ROW_ACTIONS ? items.slice(0, VISIBLE_ROW_ACTIONS) : items;
  const rest = items.slice(shown.length);
  const menu = useActionMenu(rest, rowId);
  if (items.length === 0) return null;
  return (
    <span style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center' }}>
      {shown.map((a) => (
        <ActionButton key={a.key} item={a} rowId={rowId} />
      ))}
      {rest.length > 0 && (
        <Dropdown trigger={['click']} menu={menu}>
          {compact ? (
            <Button
              type="text"
              icon={<EllipsisOutlined />}
              aria-label={t('rowActions', { name })}
              data-testid="resource-row-more"
              data-row-id={rowId}
              data-actions={rest.map((a) => a.testId).join(' ')}
              style={{ minWidth: 44, minHeight: 44 }}
            />
          ) : (
            <Button
              type="link"
              size="small"
              data-testid="resource-row-more"
              data-row-id={rowId}
              data-actions={rest.map((a) => a.testId).join(' ')}
            >
              {t('more')} <DownOutlined />
            </Button>
          )}
        </Dropdown>
      )}
    </span>
  );
}
