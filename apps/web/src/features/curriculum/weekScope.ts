import { PLAN_PERIOD_OPTIONS } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import { useOptionText } from '../../components/useOptionText.ts';

/** A day (1–5) and a period in words. */
export function useCellWords() {
  const { t } = useTranslation('curriculum');
  const text = useOptionText();
  const day = (d: number) => t(`day${d as 1 | 2 | 3 | 4 | 5}`);
  const period = (p: string) => text(PLAN_PERIOD_OPTIONS, p);
  return { day, period };
}
