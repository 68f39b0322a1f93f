import { VISIT_STATE } from '@kc/contract';
import { invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';

const time = (v: unknown) => (v == null || v === '' ? null : new Date(String(v)).getTime());

/**
 * Visit (/Ai/Visit) on visit: school scope (the engine leaves out the schools without the smart
 * centre, as for every smart-centre entity). A departure cannot precede the arrival, and a
 * visitor marked as gone has a departure time.
 */
export const visitBinding: ResourceBinding = {
  table: 'visit',
  scope: { school: 'schoolId' },
  hooks: {
    beforeWrite: async (values, { existing }) => {
      const pick = (name: string) => (values[name] !== undefined ? values[name] : existing?.[name]);
      const arrival = time(pick('VisitTime'));
      const departure = time(pick('LeaveTime'));
      if (arrival != null && departure != null && departure < arrival) throw invalid('LeaveTime: cannot be before the arrival');
      if (Number(pick('State')) === VISIT_STATE.Left && departure == null) throw invalid('LeaveTime: required once the visitor has left');
      return values;
    },
  },
};
