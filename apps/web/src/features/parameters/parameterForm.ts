import { type OwnSchoolParameters, SCHOOL_PARAMETER_FIELDS, SCHOOL_PARAMETER_KEYS, type SchoolParameterKey } from '@kc/contract';
// antd's TimePicker works on dayjs values (antd's own dependency).
import dayjs, { type Dayjs } from 'dayjs';

/** The parameters form ↔ what the API speaks (pure: no React, no antd). */

export type Values = Partial<Record<SchoolParameterKey, Dayjs | number | null | undefined>>;

const toTime = (v: string | null | undefined): Dayjs | undefined =>
  v
    ? dayjs()
        .hour(Number(v.slice(0, 2)))
        .minute(Number(v.slice(3, 5)))
        .second(0)
        .millisecond(0)
    : undefined;

/** Form values of parameters: times as Dayjs for the pickers, numbers as they are; empty where none. */
export function formValues(p: Partial<Record<SchoolParameterKey, string | number | null>>): Values {
  return Object.fromEntries(
    SCHOOL_PARAMETER_KEYS.map((k) => {
      const v = p[k];
      return [k, v == null ? undefined : SCHOOL_PARAMETER_FIELDS[k].kind === 'time' ? toTime(String(v)) : Number(v)];
    }),
  );
}

/** The parameters of the form as sent: 'HH:mm' and numbers; null where emptied (a school follows the default again). */
export function parameterPayload(values: Values): OwnSchoolParameters {
  return Object.fromEntries(
    SCHOOL_PARAMETER_KEYS.map((k) => {
      const v = values[k];
      if (v == null) return [k, null];
      return [k, dayjs.isDayjs(v) ? v.format('HH:mm') : Number(v)];
    }),
  ) as OwnSchoolParameters;
}
