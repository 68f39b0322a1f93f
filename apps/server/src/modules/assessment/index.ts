import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { abilityDescribeBinding, abilityScoreRecordBinding, indicatorBinding, indicatorLibsBinding } from './bindings.ts';
import { getGrid, saveGrid } from './grid.ts';
import { classificationTree, copyFromLibrary, getIndicatorLevels, saveIndicatorLevels } from './library.ts';

export { assessedGoalCodes, type DomainLevel, domainLevels } from './levels.ts';
export { copyLibrary } from './library.ts';

/** Development indicators and assessments: the system library, a school's copy, the assessment records. */
export const assessmentBindings = {
  IndicatorLibs: indicatorLibsBinding,
  AbilityDescribe: abilityDescribeBinding,
  Indicator: indicatorBinding,
  AbilityScoreRecord: abilityScoreRecordBinding,
} satisfies Partial<ResourceBindings>;

/** The assessment calls beside the standard actions. */
export const assessmentModule: Module = (r) => {
  r.handle(api.abilityClassificationTree, classificationTree);
  r.handle(api.indicatorCopyFromLibrary, copyFromLibrary);
  r.handle(api.abilityDescribeGetIndicatorLevels, getIndicatorLevels);
  r.handle(api.abilityDescribeSaveIndicatorLevels, saveIndicatorLevels);
  r.handle(api.abilityScoreRecordGetGrid, getGrid);
  r.handle(api.abilityScoreRecordSaveGrid, saveGrid);
};
