import { PUSH_MODE, PUSH_REPEAT, questionnairePush } from '@kc/contract';
import { useSearchParams } from 'react-router';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /GardenManage/QuestionnaireQuartz (push method): how the school's questionnaires are pushed —
 * to classes, posts and people, now or at a time (once or repeated) or by a cron expression in
 * school time; each due time fires once (a job every minute), the row counting its pushes and
 * recipients. Opened from a questionnaire, it lists and adds that questionnaire's pushes.
 */
export default function PushesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('QuestionnaireId'));
  return (
    <ResourcePage
      def={questionnairePush}
      addDefaults={{ Mode: PUSH_MODE.Now, Repeat: PUSH_REPEAT.None, Enabled: true, ...(id > 0 ? { QuestionnaireId: id } : {}) }}
    />
  );
}
