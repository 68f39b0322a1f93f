import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { clearParametersCache } from './clear-cache.ts';
import { defaultParameters, updateDefaultParameters } from './defaults.ts';
import { schoolParameterDetail, schoolParameterUpdate } from './school-values.ts';

export { PARAMETERS_VERSION_KEY, schoolParameters } from './school-parameters.ts';

/**
 * School parameters (/Parameter, grant Parameter): a school's own values over the platform's
 * defaults. School users read and change their schools' (scope), the platform every school's and
 * the defaults; supervisors read only. Every change bumps the cache version after its commit.
 */
export const parametersModule: Module = (r) => {
  r.handle(api.schoolParameterDetail, schoolParameterDetail);
  r.handle(api.schoolParameterUpdate, schoolParameterUpdate);
  r.handle(api.schoolParameterDefault, defaultParameters);
  r.handle(api.schoolParameterUpdateDefault, updateDefaultParameters);
  r.handle(api.schoolParameterClearCache, clearParametersCache);
};
