import { stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/** A supervision body bound to a ChinaArea region; its accounts read that region's schools. */
export const governmentSupervise = defineResource({
  name: 'GovernmentSupervise',
  title: { zh: '政府监管', en: 'Supervision bodies', es: 'Organismos de supervisión' },
  id: 'GovernmentSuperviseId',
  menu: 'GovernmentSupervise',
  scope: 'platform',
  display: 'SuperviseName',
  sort: '-GovernmentSuperviseId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SuperviseName: {
      kind: 'string',
      rule: 'name',
      required: true,
      max: 100,
      label: { zh: '监管单位', en: 'Supervision body', es: 'Organismo' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    RegionCode: {
      kind: 'string',
      required: true,
      max: 12,
      label: { zh: '监管区域编码', en: 'Region code', es: 'Código de región' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    ContactName: { kind: 'string', max: 50, label: { zh: '联系人', en: 'Contact', es: 'Contacto' }, list: true, edit: true },
    Mobile: {
      kind: 'string',
      rule: 'phone',
      label: { zh: '联系电话', en: 'Mobile', es: 'Móvil' },
      list: true,
      filter: 'like',
      edit: true,
      mask: 'phone',
    },
    State: stateField,
  },
});
