import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { useUser } from '../../auth/session.ts';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useGrants } from '../../resource/hooks.ts';
import { ResourceForm } from '../../resource/ResourceForm.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { schoolDefFor } from './schoolProfile.ts';

const EDIT_PARAM = 'edit';

/**
 * /Operation/SchoolManage: the schools of the user's scope from their definition (the platform
 * sets everything; a park admin their school's profile). `?edit=<SchoolId>` opens that school's
 * editor: the avatar menu's school profile lands here.
 */
export default function SchoolsPage() {
  const { t } = useTranslation('schools');
  const user = useUser();
  const def = useMemo(() => schoolDefFor(user), [user]);
  const canEdit = useGrants(def)('Update');
  const detail = useRowScreenLink('SchoolDetail', 'SchoolId', t('detail'), 'school-row-detail');
  const [params, setParams] = useSearchParams();
  const raw = params.get(EDIT_PARAM);
  const editId = raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const editing = editId != null && canEdit;

  // The editor reads the school itself; a school outside the scope is said so, and the editor stays shut.
  const target = useQuery({
    queryKey: [...resourceKey(def.name), 'detail', editId],
    queryFn: () => resourceCall(def, 'GetDetail', { SchoolId: editId as number }, { silent: true }),
    enabled: editing,
    staleTime: 0,
  });
  const closeEditor = () => {
    const next = new URLSearchParams(params);
    next.delete(EDIT_PARAM);
    setParams(next, { replace: true });
  };
  const failed = editing && target.isError;
  useEffect(() => {
    if (!failed) return;
    notify.error(t('notFound'));
    const next = new URLSearchParams(params);
    next.delete(EDIT_PARAM);
    setParams(next, { replace: true });
  }, [failed, params, setParams, t]);

  return (
    <>
      <ResourcePage def={def} rowActions={detail && ((row) => [detail(row)])} />
      <ResourceForm
        def={def}
        mode="edit"
        open={editing && !failed && target.isSuccess}
        record={editId != null ? { SchoolId: editId } : undefined}
        onClose={closeEditor}
      />
    </>
  );
}
