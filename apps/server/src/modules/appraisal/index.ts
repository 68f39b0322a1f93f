import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { enterAnswer, recipients, selectAnswers, submitAnswer } from './answers.ts';
import { close, copy, getItems, publish, saveItems } from './items.ts';
import { questionnairePushBinding } from './push-binding.ts';
import { questionnaireBinding } from './questionnaire-binding.ts';
import { exportResults, redisRemove, results } from './results.ts';

export { questionnairePushJob } from './schedule.ts';

/** Performance appraisal: questionnaires and their pushes. */
export const appraisalBindings = {
  Questionnaire: questionnaireBinding,
  QuestionnairePush: questionnairePushBinding,
} satisfies Partial<ResourceBindings>;

/** Items, states and copies; results, their cache and export; recipients and answers. */
export const appraisalModule: Module = (r) => {
  r.handle(api.questionnaireGetItems, getItems);
  r.handle(api.questionnaireSaveItems, saveItems);
  r.handle(api.questionnairePublish, publish);
  r.handle(api.questionnaireClose, close);
  r.handle(api.questionnaireCopy, copy);
  r.handle(api.questionnaireRedisRemove, redisRemove);
  r.handle(api.questionnaireResults, results);
  r.handle(api.questionnaireExportResults, exportResults);
  r.handle(api.questionnaireRecipients, recipients);
  r.handle(api.questionnaireAnswerEnter, enterAnswer);
  r.handle(api.questionnaireAnswerSubmit, submitAnswer);
  r.handle(api.questionnaireAnswerSelectPage, selectAnswers);
};
