import { parent } from '@kc/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /Teach/Parents: the families of the user's schools (a teacher: of their classes), from the
 * Parent definition; mobiles masked. A new parent may be bound to a child at once; each row
 * opens the parent's detail with their children (bind, unbind, primary contact, pick-up).
 */
export default function ParentsPage() {
  const { t } = useTranslation('families');
  const family = useRowScreenLink('ParentDetail', 'ParentId', t('family'), 'parent-family');

  const columns = (built: ColumnsType<Row>) =>
    built.map((c) => {
      if (c.key === 'IsPrimary')
        return { ...c, render: (v: unknown) => (v === true ? <Tag color="processing">{t('primary')}</Tag> : null) };
      if (c.key === 'MayPickUp') return { ...c, render: (v: unknown) => (v === true ? <Tag color="success">{t('mayPickUp')}</Tag> : null) };
      return c;
    });

  return <ResourcePage def={parent} columns={columns} rowActions={family && ((row) => [family(row)])} />;
}
