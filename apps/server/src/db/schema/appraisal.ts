// The appraisal domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, Moment, Stamp } from './columns.ts';

/** A school's appraisal questionnaire (0043, appraisal). */
export interface QuestionnaireTable extends Audit {
  questionnaireId: Id;
  schoolId: number;
  title: string;
  target: number;
  anonymous: Def<boolean>;
  state: Def<number>;
  version: Def<number>;
  copiedFromId: number | null;
  remark: Def<string>;
}

export interface QuestionnaireTeacherTable {
  questionnaireId: number;
  teacherId: number;
}

export interface QuestionnaireItemTable {
  itemId: Id;
  questionnaireId: number;
  sortOrder: number;
  title: string;
  kind: number;
  weight: Def<number>;
  required: Def<boolean>;
  /** [{ Label, Score }] as JSON text on write. */
  options: ColumnType<{ Label: string; Score: number }[], string, string>;
}

export interface QuestionnairePushTable extends Audit {
  questionnairePushId: Id;
  schoolId: number;
  questionnaireId: number;
  mode: number;
  runAt: Moment;
  repeat: Def<number>;
  cron: Def<string>;
  posts: Def<string[]>;
  enabled: Def<boolean>;
  nextRunTime: Moment;
  lastRunTime: Moment;
}

export interface QuestionnairePushClassTable {
  questionnairePushId: number;
  classId: number;
}

export interface QuestionnairePushTeacherTable {
  questionnairePushId: number;
  teacherId: number;
}

export interface QuestionnairePushParentTable {
  questionnairePushId: number;
  parentId: number;
}

export interface QuestionnairePushRunTable {
  questionnairePushId: number;
  slot: ColumnType<Date, Date | string, Date | string>;
  runTime: Stamp;
  recipients: Def<number>;
}

export interface QuestionnaireRecipientTable {
  questionnaireId: number;
  recipientId: number;
  schoolId: number;
  questionnairePushId: number | null;
  createTime: Stamp;
}

export interface QuestionnaireAnswerTable {
  answerId: Id;
  questionnaireId: number;
  schoolId: number;
  recipientId: number;
  teacherId: number | null;
  points: number | null;
  enteredBy: number | null;
  answerTime: Stamp;
}

export interface QuestionnaireAnswerItemTable {
  answerId: number;
  itemId: number;
  choices: Def<number[]>;
  score: number | null;
  text: Def<string>;
  points: number | null;
}

export interface AppraisalTables {
  questionnaire: QuestionnaireTable;
  questionnaireTeacher: QuestionnaireTeacherTable;
  questionnaireItem: QuestionnaireItemTable;
  questionnairePush: QuestionnairePushTable;
  questionnairePushClass: QuestionnairePushClassTable;
  questionnairePushTeacher: QuestionnairePushTeacherTable;
  questionnairePushParent: QuestionnairePushParentTable;
  questionnairePushRun: QuestionnairePushRunTable;
  questionnaireRecipient: QuestionnaireRecipientTable;
  questionnaireAnswer: QuestionnaireAnswerTable;
  questionnaireAnswerItem: QuestionnaireAnswerItemTable;
}
