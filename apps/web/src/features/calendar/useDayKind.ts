import { DAY_KIND } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import '../attendance/locales.ts';

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
