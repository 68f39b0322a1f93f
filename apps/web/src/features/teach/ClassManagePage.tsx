import { api, SCHOOL_LIST_QUERY, schoolClass } from '@kc/contract';
import { call } from '../../api/request.ts';
import type { RefSources } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** Schools are not a resource of the engine yet: the school picker lists the user's schools. */
const refSources: RefSources = {
  School: () =>
    call(api.selectSchoolList, { ...SCHOOL_LIST_QUERY }, { silent: true }).then((l) =>
      l.map((s) => ({ Value: s.SchoolId, Label: s.SchoolName })),
    ),
};

/** /Teach/ClassManage: the classes of the user's schools, from their definition. */
export default function ClassManagePage() {
  return <ResourcePage def={schoolClass} refSources={refSources} />;
}
