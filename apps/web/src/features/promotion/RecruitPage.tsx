import { recruit } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Market/recruit: a school's enrolment scripts, by category and in the school's order. */
export default function RecruitPage() {
  return <ResourcePage def={recruit} />;
}
