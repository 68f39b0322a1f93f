/** The moment a reading was taken: filtered by day (from 00:00 to 23:59:59 local). */
export const recordTimeField = {
  kind: 'datetime',
  required: true,
  label: { zh: '时间', en: 'Time', es: 'Hora' },
  list: true,
  filter: 'range',
  sort: true,
  edit: true,
} as const;
