import {
  CLOCK_RE,
  lowerLabel,
  type messageConfig,
  THRESHOLD_KEYS,
  THRESHOLDS_OF_TYPE,
  type ThresholdKey,
  WARNING_TYPE_OPTIONS,
  type warningMessageType,
} from '@kc/contract';
import { invalid } from '../../lib/errors.ts';
import { assertAllInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding, ResourceBindings } from '../../resource/index.ts';
import { teacherSees } from '../staff/staff-records.ts';

type Thresholds = Partial<Record<ThresholdKey, number | null | undefined>>;

/**
 * A rule's thresholds as the write leaves them: only those its warning type reads may be set,
 * and a heart rate's upper limit stays above its lower one.
 */
function checkThresholds(type: number, values: Thresholds, existing: Thresholds | null) {
  const allowed = THRESHOLDS_OF_TYPE[type] ?? [];
  const label = WARNING_TYPE_OPTIONS.find((o) => o.value === type)?.label;
  for (const key of THRESHOLD_KEYS) {
    if (values[key] != null && !allowed.includes(key))
      throw invalid('alerts.thresholdNotOfType', { type: label ? lowerLabel(label) : String(type) }, key);
  }
  const low = valueAfter(values, existing, 'HeartRateLow');
  const high = valueAfter(values, existing, 'HeartRateHigh');
  if (low != null && high != null && high <= low) throw invalid('alerts.heartRateRange', { low }, 'HeartRateHigh');
}

/** WarningMessageType on warning_message_type: the platform's catalogue, one row per type (seeded). */
export const warningMessageTypeBinding: ResourceBinding<typeof warningMessageType> = {
  table: 'warningMessageType',
  hooks: {
    beforeWrite: async (values, { existing }) => {
      if (existing) checkThresholds(Number(existing.Type), values, existing);
      return values;
    },
  },
};

/**
 * MessageConfig on message_config (+ message_config_teacher): school scope; one per school and
 * type. Quiet hours are two clock times or none; named recipients are staff of the school (a
 * teacher names only the colleagues they see).
 */
export const messageConfigBinding: ResourceBinding<typeof messageConfig> = {
  table: 'messageConfig',
  scope: { school: 'schoolId' },
  links: { RecipientTeacherIds: { table: 'messageConfigTeacher', owner: 'messageConfigId', value: 'teacherId' } },
  unique: { message_config_school_type_key: { fields: ['SchoolId', 'Type'], message: 'unique.messageConfigType' } },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      checkThresholds(Number(valueAfter(values, existing, 'Type')), values, existing);
      for (const k of ['QuietFrom', 'QuietTo'] as const) {
        const v = values[k];
        if (v && !CLOCK_RE.test(v)) throw invalid('input.clock', {}, k);
      }
      const from = valueAfter(values, existing, 'QuietFrom');
      const to = valueAfter(values, existing, 'QuietTo');
      if (!from !== !to) throw invalid('devices.bothOrNeither', {}, from ? 'QuietTo' : 'QuietFrom');
      const ids = values.RecipientTeacherIds ?? [];
      if (ids.length > 0) {
        const schoolId = Number(valueAfter(values, existing, 'SchoolId'));
        const found = await trx
          .selectFrom('teacher')
          .select('teacherId')
          .where('teacherId', 'in', ids)
          .where('schoolId', '=', schoolId)
          .execute();
        assertAllInScope(
          'RecipientTeacherIds',
          'staff member',
          ids,
          found.map((t) => t.teacherId),
        );
        if (!(await teacherSees(trx, session, ids))) assertAllInScope('RecipientTeacherIds', 'staff member', ids, []);
      }
      return values;
    },
  },
};

/** The alert rules' resources (their evaluation: rules.ts, evaluate.ts). */
export const alertRulesBindings = {
  MessageConfig: messageConfigBinding,
  WarningMessageType: warningMessageTypeBinding,
} satisfies Partial<ResourceBindings>;
