import { DAY_KIND } from '@kc/contract';
import { useTranslation } from 'react-i18next';

/** The words of a calendar day's kind. */
export function useDayKind() {
  const { t } = useTranslation('calendar');
  return (kind: number): string =>
    kind === DAY_KIND.Holiday
      ? t('holiday')
      : kind === DAY_KIND.MakeUpDay
        ? t('makeUpDay')
        : kind === DAY_KIND.Weekend
          ? t('weekend')
          : t('schoolDay');
}

const WEEKDAYS = ['wd0', 'wd1', 'wd2', 'wd3', 'wd4', 'wd5', 'wd6'] as const;

/** The short name of a weekday (0 = Sunday), as the calendars head their columns. */
export function useWeekday() {
  const { t } = useTranslation('calendar');
  return (weekday: number): string => t(WEEKDAYS[weekday] ?? 'wd0');
}
