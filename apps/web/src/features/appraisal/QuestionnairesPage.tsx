import { api, QUESTIONNAIRE_STATE, questionnaire } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { ItemsDialog } from './ItemsDialog.tsx';

/**
 * /Teach/Questionnaire: the school's appraisal questionnaires (a teacher: those pushed to them).
 * A draft is edited with its items and published; a published one is pushed (QuestionnaireQuartz),
 * answered and closed; its results open QuestionnaireDetail; any is copied as a new version.
 */
export default function QuestionnairesPage() {
  const { t } = useTranslation('appraisal');
  const can = useMenuGrants(questionnaire.menu);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | null>(null);
  const results = useRowScreenLink('QuestionnaireDetail', 'QuestionnaireId', t('results'), 'questionnaire-results');
  const push = useRowScreenLink('QuestionnaireQuartz', 'QuestionnaireId', t('push'), 'questionnaire-push');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource', questionnaire.name] });
  const title = (row: Row) => String(row.Title);
  return (
    <>
      <ResourcePage
        def={questionnaire}
        rowCan={(row, action) => action === 'Delete' || row.State === QUESTIONNAIRE_STATE.Draft}
        rowActions={(row) => [
          results?.(row),
          can('edit') &&
            row.State !== QUESTIONNAIRE_STATE.Closed && {
              key: 'items',
              label: t('editItems'),
              testId: 'questionnaire-items',
              onClick: () => setEditing(row),
            },
          row.State === QUESTIONNAIRE_STATE.Draft &&
            can('edit') && {
              key: 'publish',
              label: t('publish'),
              testId: 'questionnaire-publish',
              confirm: { title: t('publishConfirm', { title: title(row) }), cancelText: t('keep'), testId: 'questionnaire-publish-ok' },
              onClick: async () => {
                await call(api.questionnairePublish, { QuestionnaireId: Number(row.QuestionnaireId) });
                notify.success(t('published'));
                refresh();
              },
            },
          row.State === QUESTIONNAIRE_STATE.Published && push?.(row),
          row.State === QUESTIONNAIRE_STATE.Published &&
            can('edit') && {
              key: 'close',
              label: t('close'),
              testId: 'questionnaire-close',
              danger: true,
              confirm: { title: t('closeConfirm', { title: title(row) }), cancelText: t('keep'), testId: 'questionnaire-close-ok' },
              onClick: async () => {
                await call(api.questionnaireClose, { QuestionnaireId: Number(row.QuestionnaireId) });
                notify.success(t('closed'));
                refresh();
              },
            },
          can('add') && {
            key: 'copy',
            label: t('copy'),
            testId: 'questionnaire-copy',
            onClick: async () => {
              const r = await call(api.questionnaireCopy, { QuestionnaireId: Number(row.QuestionnaireId) });
              notify.success(t('copied', { version: r.Version }));
              refresh();
            },
          },
          can('edit') && {
            key: 'reset-cache',
            label: t('resetCache'),
            testId: 'questionnaire-reset-cache',
            onClick: async () => {
              await call(api.questionnaireRedisRemove, { QuestionnaireId: Number(row.QuestionnaireId) });
              notify.success(t('cacheReset'));
            },
          },
        ]}
      />
      <ItemsDialog questionnaire={editing} onClose={() => setEditing(null)} onDone={refresh} />
    </>
  );
}
