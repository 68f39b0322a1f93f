import { enumOptions } from '../core/resource.ts';

/** The three daily checks (晨午晚检). */
export const BODY_CHECK = { Morning: 1, Noon: 2, Afternoon: 3 } as const;
export const BODY_CHECK_OPTIONS = enumOptions([
  { value: BODY_CHECK.Morning, label: { zh: '晨检', en: 'Morning', es: 'Mañana' } },
  { value: BODY_CHECK.Noon, label: { zh: '午检', en: 'Noon', es: 'Mediodía' } },
  { value: BODY_CHECK.Afternoon, label: { zh: '晚检', en: 'Afternoon', es: 'Tarde' } },
]);

/** What a check sees of the mouth, hands, eyes or skin. */
export const CONDITION = { Normal: 1, Abnormal: 2 } as const;
export const CONDITION_OPTIONS = enumOptions([
  { value: CONDITION.Normal, label: { zh: '正常', en: 'Normal', es: 'Normal' } },
  { value: CONDITION.Abnormal, label: { zh: '异常', en: 'Abnormal', es: 'Anormal' } },
]);

export const SPIRIT = { Good: 1, Fair: 2, Poor: 3 } as const;
export const SPIRIT_OPTIONS = enumOptions([
  { value: SPIRIT.Good, label: { zh: '良好', en: 'Good', es: 'Bueno' } },
  { value: SPIRIT.Fair, label: { zh: '一般', en: 'Fair', es: 'Regular' } },
  { value: SPIRIT.Poor, label: { zh: '较差', en: 'Poor', es: 'Malo' } },
]);

/** What a check decided: normal, keep an eye on the child, tell the parents, send the child home. */
export const BODY_ACTION = { Normal: 1, Observe: 2, NotifyParent: 3, SentHome: 4 } as const;
export const BODY_ACTION_OPTIONS = enumOptions([
  { value: BODY_ACTION.Normal, label: { zh: '正常入园', en: 'Normal', es: 'Normal' } },
  { value: BODY_ACTION.Observe, label: { zh: '留观', en: 'Observe', es: 'Observar' } },
  { value: BODY_ACTION.NotifyParent, label: { zh: '通知家长', en: 'Notify parent', es: 'Avisar a los padres' } },
  { value: BODY_ACTION.SentHome, label: { zh: '劝返回家', en: 'Sent home', es: 'Enviado a casa' } },
]);

/** Symptoms a check may note (any of them raises a Symptom warning). */
export const BODY_SYMPTOM_OPTIONS = enumOptions([
  { value: 'cough', label: { zh: '咳嗽', en: 'Cough', es: 'Tos' } },
  { value: 'runny-nose', label: { zh: '流涕', en: 'Runny nose', es: 'Mucosidad' } },
  { value: 'sore-throat', label: { zh: '咽痛', en: 'Sore throat', es: 'Dolor de garganta' } },
  { value: 'rash', label: { zh: '皮疹', en: 'Rash', es: 'Erupción' } },
  { value: 'vomiting', label: { zh: '呕吐', en: 'Vomiting', es: 'Vómitos' } },
  { value: 'diarrhoea', label: { zh: '腹泻', en: 'Diarrhoea', es: 'Diarrea' } },
  { value: 'mouth-sores', label: { zh: '口腔疱疹', en: 'Mouth sores', es: 'Llagas en la boca' } },
  { value: 'red-eyes', label: { zh: '红眼', en: 'Red eyes', es: 'Ojos rojos' } },
  { value: 'other', label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/** A body temperature in °C, one decimal (the same bounds as the register's entry temperature). */
export const BODY_TEMPERATURE = { min: 34, max: 43 } as const;

/** Where a reading came from. */
export const READING_SOURCE = { Manual: 1, Device: 2 } as const;
export const READING_SOURCE_OPTIONS = enumOptions([
  { value: READING_SOURCE.Manual, label: { zh: '手动录入', en: 'Manual', es: 'Manual' } },
  { value: READING_SOURCE.Device, label: { zh: '设备', en: 'Device', es: 'Dispositivo' } },
]);

export const HYGIENE_KIND = { HandWashing: 1, Toilet: 2, DiaperChange: 3, Water: 4 } as const;
export const HYGIENE_KIND_OPTIONS = enumOptions([
  { value: HYGIENE_KIND.HandWashing, label: { zh: '洗手', en: 'Hand washing', es: 'Lavado de manos' } },
  { value: HYGIENE_KIND.Toilet, label: { zh: '如厕', en: 'Toilet', es: 'Baño' } },
  { value: HYGIENE_KIND.DiaperChange, label: { zh: '换尿布', en: 'Diaper change', es: 'Cambio de pañal' } },
  { value: HYGIENE_KIND.Water, label: { zh: '饮水', en: 'Water intake', es: 'Agua' } },
]);

/** The most a hygiene record's amount may be (ml of water). */
export const HYGIENE_AMOUNT_MAX = 2000;

export const HYGIENE_SOURCE = { Manual: 1, DiaperSensor: 2 } as const;
export const HYGIENE_SOURCE_OPTIONS = enumOptions([
  { value: HYGIENE_SOURCE.Manual, label: { zh: '手动录入', en: 'Manual', es: 'Manual' } },
  { value: HYGIENE_SOURCE.DiaperSensor, label: { zh: '尿布传感器', en: 'Diaper sensor', es: 'Sensor de pañal' } },
]);

export const SLEEP_QUALITY = { Good: 1, Restless: 2, NoSleep: 3 } as const;
export const SLEEP_QUALITY_OPTIONS = enumOptions([
  { value: SLEEP_QUALITY.Good, label: { zh: '良好', en: 'Good', es: 'Bueno' } },
  { value: SLEEP_QUALITY.Restless, label: { zh: '不安稳', en: 'Restless', es: 'Inquieto' } },
  { value: SLEEP_QUALITY.NoSleep, label: { zh: '未入睡', en: 'Did not sleep', es: 'No durmió' } },
]);

/** The nap the sleep grid pre-fills for a child not recorded yet (the school's clock). */
export const SLEEP_NAP_DEFAULT = { StartTime: '12:30', EndTime: '14:30' } as const;

export const SLEEP_SOURCE = { Manual: 1, Bracelet: 2, Radar: 3 } as const;
export const SLEEP_SOURCE_OPTIONS = enumOptions([
  { value: SLEEP_SOURCE.Manual, label: { zh: '手动录入', en: 'Manual', es: 'Manual' } },
  { value: SLEEP_SOURCE.Bracelet, label: { zh: '手环', en: 'Bracelet', es: 'Pulsera' } },
  { value: SLEEP_SOURCE.Radar, label: { zh: '雷达', en: 'Radar', es: 'Radar' } },
]);

export const BEHAVIOUR_CATEGORY = { Social: 1, Emotional: 2, Eating: 3, Toilet: 4, Conflict: 5, Safety: 6 } as const;
export const BEHAVIOUR_CATEGORY_OPTIONS = enumOptions([
  { value: BEHAVIOUR_CATEGORY.Social, label: { zh: '社交', en: 'Social', es: 'Social' } },
  { value: BEHAVIOUR_CATEGORY.Emotional, label: { zh: '情绪', en: 'Emotional', es: 'Emocional' } },
  { value: BEHAVIOUR_CATEGORY.Eating, label: { zh: '进餐', en: 'Eating', es: 'Comida' } },
  { value: BEHAVIOUR_CATEGORY.Toilet, label: { zh: '如厕', en: 'Toilet', es: 'Baño' } },
  { value: BEHAVIOUR_CATEGORY.Conflict, label: { zh: '冲突', en: 'Conflict', es: 'Conflicto' } },
  { value: BEHAVIOUR_CATEGORY.Safety, label: { zh: '安全', en: 'Safety', es: 'Seguridad' } },
]);
