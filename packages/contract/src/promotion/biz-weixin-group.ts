import { schoolField, stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/** Members a messaging-app group holds at most (the app's own limit). */
export const GROUP_MEMBERS_MAX = 500;

/**
 * BizWeixinGroup (/Market/EnrollmentTools/BizWeixinGroup, DOMAIN §1): a school's marketing groups
 * on the messaging app: name, the group's QR image (uploaded through Upload/Image), the staff
 * member who runs it, its member count, the class or campaign it serves, active or not.
 */
export const bizWeixinGroup = defineResource({
  name: 'BizWeixinGroup',
  title: { zh: '营销企业微信群', en: 'Marketing messaging-app groups', es: 'Grupos de mensajería de marketing' },
  id: 'BizWeixinGroupId',
  menu: 'BizWeixinGroup',
  scope: 'school',
  display: 'GroupName',
  sort: '-BizWeixinGroupId',
  card: ['MemberCount', 'LinkedTo', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    GroupName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '群名称', en: 'Group name', es: 'Nombre del grupo' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    QrImage: {
      kind: 'string',
      max: 500,
      label: { zh: '群二维码', en: 'Group QR image', es: 'Imagen QR del grupo' },
      edit: true,
      excel: false,
    },
    OwnerId: {
      kind: 'ref',
      ref: 'Teacher',
      label: { zh: '群主', en: 'Owner', es: 'Responsable' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    MemberCount: {
      kind: 'integer',
      min: 0,
      max: GROUP_MEMBERS_MAX,
      label: { zh: '成员数', en: 'Members', es: 'Miembros' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    LinkedTo: {
      kind: 'string',
      max: 100,
      label: { zh: '关联班级或活动', en: 'Class or campaign', es: 'Clase o campaña' },
      list: true,
      filter: 'like',
      edit: true,
    },
    State: stateField,
    Remark: { kind: 'string', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observación' }, edit: true },
  },
});
