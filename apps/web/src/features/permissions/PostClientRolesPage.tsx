import { CLIENT_APP, CLIENT_PERMISSIONS, clientRole, postClientRoleSetting } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Row, resourceCall } from '../../resource/api.ts';
import type { RefSources } from '../../resource/hooks.ts';
import { useLang } from '../../resource/hooks.ts';
import { textOf } from '../../resource/model.ts';
import { ValueTags } from '../../resource/multiWidgets.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** The teacher-app client roles (a post's defaults are for staff, who use the teacher app). */
const teacherRoles = () =>
  resourceCall(clientRole, 'SelectPage', { cur_page: 1, size: 100, App: CLIENT_APP.Teacher, sort: 'Sort' }, { silent: true });
const TEACHER_ROLES_KEY = ['resource', clientRole.name, 'teacher-app'];

const refSources: RefSources = {
  ClientRole: () => teacherRoles().then((p) => p.list.map((r) => ({ Value: Number(r.ClientRoleId), Label: String(r.RoleName) }))),
};

/** /Root/PostClientRoleSetting: the default client roles of each staff post; the detail shows what they give together. */
export default function PostClientRolesPage() {
  const { t } = useTranslation('permissions');
  const lang = useLang();
  const roles = useQuery({ queryKey: TEACHER_ROLES_KEY, queryFn: teacherRoles, staleTime: 60_000 });
  const byId = useMemo(() => new Map((roles.data?.list ?? []).map((r) => [Number(r.ClientRoleId), r])), [roles.data]);

  const given = (row: Row) => {
    const keys = new Set((row.ClientRoleIds as number[] | null)?.flatMap((id) => (byId.get(id)?.Permissions as string[]) ?? []));
    const labels = CLIENT_PERMISSIONS.filter((p) => keys.has(String(p.value))).map((p) => textOf(p.label, lang));
    return [
      {
        key: 'permissionsGiven',
        label: t('permissionsGiven'),
        children: labels.length ? <ValueTags texts={labels} /> : t('none'),
      },
    ];
  };

  return <ResourcePage def={postClientRoleSetting} refSources={refSources} detailExtra={given} />;
}
