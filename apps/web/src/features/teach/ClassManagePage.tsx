import { schoolClass } from '@kc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { useScreenPath } from './people.tsx';

/**
 * /Teach/ClassManage: the classes of the user's schools (a teacher: theirs), from their
 * definition: head teacher and staff, capacity and the children in each; a row opens the
 * class detail.
 */
export default function ClassManagePage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const detailPath = useScreenPath('ClassDetail');
  return (
    <ResourcePage
      def={schoolClass}
      rowActions={
        detailPath
          ? (row) => (
              <Button
                type="link"
                size="small"
                data-testid="class-detail"
                data-row-id={String(row.ClassId)}
                onClick={() => navigate(`${detailPath}?ClassId=${row.ClassId}`)}
              >
                {t('view')}
              </Button>
            )
          : undefined
      }
    />
  );
}
