import { VISIT_STATE, type visit } from '@kc/contract';
import { invalid } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

const time = (v: unknown) => (v == null || v === '' ? null : new Date(String(v)).getTime());

/**
 * Visit (/Ai/Visit) on visit: school scope (the engine leaves out the schools without the smart
 * centre, as for every smart-centre entity). A departure cannot precede the arrival, and a
 * visitor marked as gone has a departure time.
 */
export const visitBinding: ResourceBinding<typeof visit> = {
  table: 'visit',
  scope: { school: 'schoolId' },
  hooks: {
    beforeWrite: async (values, { existing }) => {
      const arrival = time(valueAfter(values, existing, 'VisitTime'));
      const departure = time(valueAfter(values, existing, 'LeaveTime'));
      if (arrival != null && departure != null && departure < arrival) throw invalid('visitors.leftBeforeArrival', {}, 'LeaveTime');
      if (valueAfter(values, existing, 'State') === VISIT_STATE.Left && departure == null)
        throw invalid('visitors.leftRequired', {}, 'LeaveTime');
      return values;
    },
  },
};
