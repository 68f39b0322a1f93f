import {
  ATTENDANCE_STATUS,
  ATTENDANCE_STATUS_OPTIONS,
  DAY_KIND,
  type EnumOption,
  type GrantAction,
  type LocalizedTitle,
  SCHOOL_TIME_ZONE,
} from '@kc/contract';
import { Alert, Button, Empty, Result, Skeleton, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../auth/session.ts';
import { useLang } from '../resource/hooks.ts';
import { grantedActions, textOf } from '../resource/model.ts';
import '../features/attendance/locales.ts';

/** The colour of each attendance status, for tags and grid cells (antd preset colours). */
export const STATUS_COLOR: Record<number, string> = {
  [ATTENDANCE_STATUS.Present]: 'green',
  [ATTENDANCE_STATUS.Absent]: 'red',
  [ATTENDANCE_STATUS.Leave]: 'blue',
  [ATTENDANCE_STATUS.Late]: 'orange',
  [ATTENDANCE_STATUS.LeftEarly]: 'gold',
};

/** The text of an option value in the current language. */
export function useOptionText() {
  const lang = useLang();
  return (options: readonly EnumOption[], value: unknown): string => {
    const o = options.find((x) => String(x.value) === String(value));
    return o ? textOf(o.label as LocalizedTitle, lang) : value == null ? '' : String(value);
  };
}

export function StatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  if (status == null) return <Tag data-status="none">{t('notRecorded')}</Tag>;
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {text(ATTENDANCE_STATUS_OPTIONS, status)}
    </Tag>
  );
}

/** What the current role may do on a menu entry (the server checks every call again). */
export function useMenuGrants(menu: string): (action: GrantAction) => boolean {
  const entries = useMenu();
  const granted = useMemo(() => grantedActions(entries, menu), [entries, menu]);
  return (action) => granted.has(action);
}

const formats = new Map<string, { clock: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** The school's clock and date formats; its zone comes with the register's answers (the platform default until then). */
function formatsOf(timeZone: string = SCHOOL_TIME_ZONE) {
  let f = formats.get(timeZone);
  if (!f) {
    f = {
      clock: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formats.set(timeZone, f);
  }
  return f;
}

/** An instant as the school's wall clock 'HH:mm' (the register speaks the school's time). */
export const schoolClock = (iso: string | null | undefined, timeZone?: string): string =>
  iso ? formatsOf(timeZone).clock.format(new Date(iso)) : '';
/** Today in the school's zone, 'YYYY-MM-DD'. */
export const schoolToday = (timeZone?: string): string => formatsOf(timeZone).date.format(new Date());
export const schoolNow = (timeZone?: string): string => formatsOf(timeZone).clock.format(new Date());

/** The words of a calendar day's kind. */
export function useDayKind() {
  const { t } = useTranslation('attendance');
  return (kind: number): string =>
    kind === DAY_KIND.Holiday
      ? t('holiday')
      : kind === DAY_KIND.MakeUpDay
        ? t('makeUpDay')
        : kind === DAY_KIND.Weekend
          ? t('weekend')
          : t('schoolDay');
}

/** Loading, failure (with retry) and empty states of a query-fed block. */
export function QueryState({
  loading,
  error,
  empty,
  retry,
  children,
}: {
  loading: boolean;
  error: Error | null;
  empty?: boolean;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('attendance');
  if (loading) return <Skeleton active paragraph={{ rows: 5 }} data-testid="attendance-loading" />;
  if (error)
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={error.message}
        data-testid="attendance-error"
        extra={
          <Button onClick={retry} data-testid="attendance-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="attendance-empty" />;
  return <>{children}</>;
}

export function InlineError({ error }: { error: Error | null }) {
  const { t } = useTranslation('attendance');
  return error ? <Alert type="error" showIcon title={t('loadFailed')} description={error.message} /> : null;
}

/** A month 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export const monthOf = (date: string) => date.slice(0, 7);
