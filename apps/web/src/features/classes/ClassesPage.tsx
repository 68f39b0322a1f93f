import { schoolClass } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /Teach/ClassManage: the classes of the user's schools (a teacher: theirs), from their
 * definition: head teacher and staff, capacity and the children in each; a row opens the
 * class detail.
 */
export default function ClassesPage() {
  const { t } = useTranslation('classes');
  const detail = useRowScreenLink('ClassDetail', 'ClassId', t('view'), 'class-detail');
  return <ResourcePage def={schoolClass} rowActions={detail && ((row) => [detail(row)])} />;
}
