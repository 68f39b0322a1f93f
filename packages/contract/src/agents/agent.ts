import { stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/**
 * Agents (partner companies selling in a region), read-only for now: the picker of a school's
 * agent and its name in lists. Managing them (/Sale/AgentManage) extends this definition.
 * Agent scope: the platform sees every agent, an agent account its own.
 */
export const agent = defineResource({
  name: 'Agent',
  title: { zh: '代理商', en: 'Agents', es: 'Agentes' },
  id: 'AgentId',
  menu: 'AgentManage',
  scope: 'agent',
  display: 'AgentName',
  sort: 'AgentId',
  actions: ['SelectPage', 'SelectList', 'GetDetail'],
  fields: {
    AgentName: {
      kind: 'string',
      rule: 'name',
      required: true,
      max: 100,
      label: { zh: '代理商名称', en: 'Agent name', es: 'Nombre del agente' },
      list: true,
      filter: 'like',
      sort: true,
    },
    ContactName: { kind: 'string', max: 50, label: { zh: '联系人', en: 'Contact', es: 'Contacto' }, list: true },
    Mobile: { kind: 'string', rule: 'phone', label: { zh: '手机号', en: 'Mobile', es: 'Móvil' }, list: true, mask: 'phone' },
    State: { ...stateField, edit: false },
  },
});
