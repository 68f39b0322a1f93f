import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { useLang } from '../../resource/hooks.ts';
import { nameIn } from './shared.ts';

/** The lists of indicators show the wording in the screen's language where the Chinese column would be. */
export function useNameColumn(): (built: ColumnsType<Row>) => ColumnsType<Row> {
  const { t } = useTranslation('assessment');
  const lang = useLang();
  return (built) =>
    built.map((c) => (c.key === 'NameZh' ? { ...c, title: t('indicator'), render: (_: unknown, row: Row) => nameIn(row, lang) } : c));
}
