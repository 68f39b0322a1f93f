/** The school's local day of a timed record (derived from its time): the day filter. */
export const careDayField = {
  kind: 'date',
  readOnly: true,
  label: { zh: '日期', en: 'Date', es: 'Fecha' },
  list: true,
  filter: 'range',
  sort: true,
} as const;

export const noteField = { kind: 'text', max: 200, label: { zh: '备注', en: 'Note', es: 'Nota' }, list: true, edit: true } as const;
