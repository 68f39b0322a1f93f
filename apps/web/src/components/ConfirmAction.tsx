import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmActionProps {
  /** The question, naming what is acted on: "Cancel this leave?". */
  title: ReactNode;
  description?: ReactNode;
  /** The verb that does it ("Cancel leave", "Delete"): a confirm never offers a bare OK. */
  confirmText: string;
  /** The verb that leaves things as they are ("Keep leave"); "Keep" when not given. */
  keepText?: string;
  /** Destructive: the confirm button is drawn as a danger button. */
  danger?: boolean;
  disabled?: boolean;
  /** data-testid of the confirm button. */
  testId?: string;
  /** The mutation; its refusal is already shown by the mutation's own error handler. */
  onConfirm: () => Promise<unknown>;
  children: ReactElement;
}

/**
 * The one confirm of the console (spec: confirms say what they do): the two buttons are verbs,
 * "Keep leave" / "Cancel leave", never "Cancel" / "OK", and a destructive one is red.
 */
export function ConfirmAction({
  title,
  description,
  confirmText,
  keepText,
  danger,
  disabled,
  testId,
  onConfirm,
  children,
}: ConfirmActionProps) {
  const { t } = useTranslation('common');
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={confirmText}
      cancelText={keepText ?? t('keep')}
      disabled={disabled}
      okButtonProps={{ danger, ...(testId ? ({ 'data-testid': testId } as Record<string, string>) : {}) }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      {children}
    </Popconfirm>
  );
}
