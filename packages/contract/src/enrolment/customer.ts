import { GRADE_OPTIONS } from '../classes/school-class.ts';
import { mobileField, personNameField, schoolField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { PARENT_RELATION_OPTIONS } from '../families/parent.ts';
import { GENDER_OPTIONS } from '../students/student.ts';

/** Where a lead came from (DOMAIN.md §1). */
export const CUSTOMER_SOURCE = { WalkIn: 1, Referral: 2, PromotionCode: 3, OnlineAppointment: 4, Advert: 5, MessagingGroup: 6 } as const;
export const CUSTOMER_SOURCE_OPTIONS = enumOptions([
  { value: CUSTOMER_SOURCE.WalkIn, label: { zh: '到访', en: 'Walk-in', es: 'Visita espontánea' } },
  { value: CUSTOMER_SOURCE.Referral, label: { zh: '转介绍', en: 'Referral', es: 'Recomendación' } },
  { value: CUSTOMER_SOURCE.PromotionCode, label: { zh: '推广码', en: 'Promotion code', es: 'Código de promoción' } },
  { value: CUSTOMER_SOURCE.OnlineAppointment, label: { zh: '在线预约', en: 'Online appointment', es: 'Cita en línea' } },
  { value: CUSTOMER_SOURCE.Advert, label: { zh: '广告', en: 'Advert', es: 'Anuncio' } },
  { value: CUSTOMER_SOURCE.MessagingGroup, label: { zh: '社群', en: 'Messaging group', es: 'Grupo de mensajería' } },
]);

/**
 * A lead's stage: new → contacted → visited → trial → deposit paid → contracted, or lost (with a
 * reason). The first follow-up moves a new lead to contacted; contracted is set only when a
 * contract becomes effective (markCustomersContracted on the server), never by hand.
 */
export const CUSTOMER_STAGE = { New: 1, Contacted: 2, Visited: 3, Trial: 4, DepositPaid: 5, Contracted: 6, Lost: 9 } as const;
export const CUSTOMER_STAGE_OPTIONS = enumOptions([
  { value: CUSTOMER_STAGE.New, label: { zh: '新线索', en: 'New', es: 'Nuevo' } },
  { value: CUSTOMER_STAGE.Contacted, label: { zh: '已联系', en: 'Contacted', es: 'Contactado' } },
  { value: CUSTOMER_STAGE.Visited, label: { zh: '已到访', en: 'Visited', es: 'Visitó' } },
  { value: CUSTOMER_STAGE.Trial, label: { zh: '试读', en: 'Trial', es: 'Prueba' } },
  { value: CUSTOMER_STAGE.DepositPaid, label: { zh: '已交定金', en: 'Deposit paid', es: 'Depósito pagado' } },
  { value: CUSTOMER_STAGE.Contracted, label: { zh: '已签约', en: 'Contracted', es: 'Contratado' } },
  { value: CUSTOMER_STAGE.Lost, label: { zh: '已流失', en: 'Lost', es: 'Perdido' } },
]);
/** The stages staff set by hand (Customer/ChangeStage): every one but contracted. */
export const CUSTOMER_MANUAL_STAGES: readonly number[] = [1, 2, 3, 4, 5, 9];
/** The pipeline's stages in order (the funnel's bars). */
export const CUSTOMER_FUNNEL_STAGES: readonly number[] = [1, 2, 3, 4, 5, 6];

/** A lead's gender: unknown until the family says (an appointment request does not ask). */
export const CUSTOMER_GENDER_OPTIONS = enumOptions([
  { value: 0, label: { zh: '未知', en: 'Unknown', es: 'Sin indicar' } },
  ...GENDER_OPTIONS,
]);

/** Tags of a lead, from one catalogue so they filter and count. */
export const CUSTOMER_TAG_OPTIONS = enumOptions([
  { value: 'highIntent', label: { zh: '意向强', en: 'High intent', es: 'Alta intención' } },
  { value: 'priceSensitive', label: { zh: '关注价格', en: 'Price sensitive', es: 'Sensible al precio' } },
  { value: 'sibling', label: { zh: '有兄姐在园', en: 'Sibling at school', es: 'Hermano en la escuela' } },
  { value: 'nearby', label: { zh: '住得近', en: 'Lives nearby', es: 'Vive cerca' } },
  { value: 'needsBus', label: { zh: '需要校车', en: 'Needs the bus', es: 'Necesita autobús' } },
  { value: 'specialCare', label: { zh: '需特别照顾', en: 'Special care', es: 'Cuidado especial' } },
  { value: 'comparing', label: { zh: '在比较多家', en: 'Comparing schools', es: 'Comparando escuelas' } },
]);

/** How a follow-up was made. */
export const FOLLOW_METHOD = { Phone: 1, Visit: 2, Messaging: 3, TextMessage: 4, Other: 5 } as const;
export const FOLLOW_METHOD_OPTIONS = enumOptions([
  { value: FOLLOW_METHOD.Phone, label: { zh: '电话', en: 'Phone call', es: 'Llamada' } },
  { value: FOLLOW_METHOD.Visit, label: { zh: '到访', en: 'Visit', es: 'Visita' } },
  { value: FOLLOW_METHOD.Messaging, label: { zh: '微信', en: 'Messaging app', es: 'Mensajería' } },
  { value: FOLLOW_METHOD.TextMessage, label: { zh: '短信', en: 'Text message', es: 'SMS' } },
  { value: FOLLOW_METHOD.Other, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/** A promotion code as a lead or a request carries it: one of ExtendCode's codes (EXTEND_CODE_RE). */
export const EXTEND_CODE_MAX = 20;

const customerLabel = { zh: '客户', en: 'Customer', es: 'Cliente' } as const;
const ownerLabel = { zh: '负责人', en: 'Owner', es: 'Responsable' } as const;

/**
 * Customer (CustomerManage; MyCustomer is its view with the owner fixed to the caller): a family
 * interested in a school. One lead per mobile in a school; the owner changes through Forward, the
 * stage through follow-ups, Customer/ChangeStage and the contract (contracted); Customer/Sign
 * makes the child and its family in StudentManage.
 */
export const customer = defineResource({
  name: 'Customer',
  title: { zh: '客户管理', en: 'Customers', es: 'Clientes' },
  id: 'CustomerId',
  menu: 'CustomerManage',
  scope: 'school',
  display: 'ChildName',
  sort: '-CustomerId',
  card: ['Stage', 'Mobile', 'NextFollowTime'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    ChildName: { ...personNameField, label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' } },
    ChildBirthday: { kind: 'date', label: { zh: '出生日期', en: 'Birthday', es: 'Fecha de nacimiento' }, edit: true, list: true },
    Gender: { kind: 'enum', options: CUSTOMER_GENDER_OPTIONS, label: { zh: '性别', en: 'Gender', es: 'Sexo' }, edit: true },
    ParentName: {
      ...personNameField,
      label: { zh: '家长姓名', en: 'Parent name', es: 'Nombre del familiar' },
      filter: undefined,
      sort: undefined,
    },
    Mobile: mobileField,
    Source: {
      kind: 'enum',
      options: CUSTOMER_SOURCE_OPTIONS,
      required: true,
      label: { zh: '来源', en: 'Source', es: 'Origen' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Stage: {
      kind: 'enum',
      options: CUSTOMER_STAGE_OPTIONS,
      readOnly: true,
      label: { zh: '阶段', en: 'Stage', es: 'Etapa' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    StageTime: { kind: 'datetime', readOnly: true, label: { zh: '阶段变更时间', en: 'Stage since', es: 'Etapa desde' }, sort: true },
    LostReason: { kind: 'text', readOnly: true, label: { zh: '流失原因', en: 'Reason lost', es: 'Motivo de la pérdida' } },
    OwnerId: { kind: 'ref', ref: 'SysUser', label: ownerLabel, filter: 'eq', edit: 'create' },
    OwnerName: { kind: 'string', readOnly: true, label: ownerLabel, list: true },
    NextFollowTime: {
      kind: 'datetime',
      label: { zh: '下次跟进', en: 'Next follow-up', es: 'Próximo seguimiento' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Tags: {
      kind: 'enums',
      options: CUSTOMER_TAG_OPTIONS,
      max: 7,
      label: { zh: '标签', en: 'Tags', es: 'Etiquetas' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    IntendedGrade: {
      kind: 'enum',
      options: GRADE_OPTIONS,
      label: { zh: '意向年级', en: 'Intended grade', es: 'Curso deseado' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    IntendedStartDate: { kind: 'date', label: { zh: '意向入园日期', en: 'Intended start', es: 'Inicio deseado' }, edit: true },
    ExtendCode: {
      kind: 'string',
      max: EXTEND_CODE_MAX,
      label: { zh: '推广码', en: 'Promotion code', es: 'Código de promoción' },
      filter: 'eq',
      edit: 'create',
    },
    SubscribeId: { kind: 'ref', ref: 'Subscribe', readOnly: true, label: { zh: '预约', en: 'Appointment', es: 'Cita' }, excel: false },
    StudentId: {
      kind: 'ref',
      ref: 'Student',
      readOnly: true,
      label: { zh: '幼儿档案', en: 'Child record', es: 'Ficha del niño' },
      excel: false,
    },
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});

/**
 * MyCustomer ("my leads"): Customer's leads whose owner is the caller, under a grant of its own.
 * The server's binding fixes the owner (`own`): every read and write sees only the caller's
 * leads, and a lead added here is the caller's whatever the body says. The owner is therefore
 * neither a field nor a column here.
 */
const { OwnerId: _ownerId, OwnerName: _ownerName, ...myCustomerFields } = customer.fields;
export const myCustomer = defineResource({
  name: 'MyCustomer',
  title: { zh: '我的客户', en: 'My customers', es: 'Mis clientes' },
  id: customer.id,
  menu: 'MyCustomer',
  scope: customer.scope,
  display: customer.display,
  sort: customer.sort,
  card: customer.card,
  actions: customer.actions,
  fields: myCustomerFields,
});

/** FollowRecord (CustomerDetail): one follow-up of a lead; the first moves a new lead to contacted. */
export const followRecord = defineResource({
  name: 'FollowRecord',
  title: { zh: '跟进记录', en: 'Follow-ups', es: 'Seguimientos' },
  id: 'FollowRecordId',
  menu: 'CustomerManage',
  scope: 'school',
  display: 'Content',
  sort: '-FollowTime',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail'],
  fields: {
    SchoolId: schoolReadOnlyField,
    CustomerId: { kind: 'ref', ref: 'Customer', required: true, label: customerLabel, list: true, filter: 'eq', edit: 'create' },
    FollowTime: { kind: 'datetime', label: { zh: '跟进时间', en: 'Time', es: 'Fecha' }, list: true, sort: true, edit: true },
    Method: {
      kind: 'enum',
      options: FOLLOW_METHOD_OPTIONS,
      required: true,
      label: { zh: '方式', en: 'Method', es: 'Medio' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Content: { kind: 'text', required: true, max: 1000, label: { zh: '跟进内容', en: 'Content', es: 'Contenido' }, list: true, edit: true },
    NextStep: { kind: 'string', max: 200, label: { zh: '下一步', en: 'Next step', es: 'Siguiente paso' }, list: true, edit: true },
    NextFollowTime: {
      kind: 'datetime',
      label: { zh: '下次跟进', en: 'Next follow-up', es: 'Próximo seguimiento' },
      list: true,
      edit: true,
    },
    CreateByName: { kind: 'string', readOnly: true, label: { zh: '跟进人', en: 'By', es: 'Por' }, list: true },
  },
});

/** CustomerContact (the contact editor): a lead's other contacts, one of them the default. */
export const customerContact = defineResource({
  name: 'CustomerContact',
  title: { zh: '联系人', en: 'Contacts', es: 'Contactos' },
  id: 'CustomerContactId',
  menu: 'CustomerManage',
  scope: 'school',
  display: 'Name',
  sort: 'CustomerContactId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail'],
  fields: {
    SchoolId: schoolReadOnlyField,
    CustomerId: { kind: 'ref', ref: 'Customer', required: true, label: customerLabel, list: true, filter: 'eq', edit: 'create' },
    Name: personNameField,
    Relation: {
      kind: 'enum',
      options: PARENT_RELATION_OPTIONS,
      required: true,
      label: { zh: '关系', en: 'Relation', es: 'Parentesco' },
      list: true,
      edit: true,
    },
    Mobile: mobileField,
    IsDefault: { kind: 'boolean', label: { zh: '默认联系人', en: 'Default', es: 'Predeterminado' }, list: true, edit: true },
    Remark: { kind: 'string', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true, edit: true },
  },
});

/** Forward (the forward editor): a lead handed to another owner, with the reason; a history, never edited. */
export const customerForward = defineResource({
  name: 'Forward',
  title: { zh: '转交记录', en: 'Forwards', es: 'Traspasos' },
  id: 'CustomerForwardId',
  menu: 'CustomerManage',
  scope: 'school',
  display: 'Reason',
  sort: '-CustomerForwardId',
  actions: ['Add', 'SelectPage', 'GetDetail'],
  fields: {
    SchoolId: schoolReadOnlyField,
    CustomerId: { kind: 'ref', ref: 'Customer', required: true, label: customerLabel, list: true, filter: 'eq', edit: 'create' },
    FromOwnerId: { kind: 'ref', ref: 'SysUser', readOnly: true, label: { zh: '原负责人', en: 'From', es: 'De' } },
    FromOwnerName: { kind: 'string', readOnly: true, label: { zh: '原负责人', en: 'From', es: 'De' }, list: true },
    ToOwnerId: { kind: 'ref', ref: 'SysUser', required: true, label: { zh: '新负责人', en: 'To', es: 'A' }, edit: 'create' },
    ToOwnerName: { kind: 'string', readOnly: true, label: { zh: '新负责人', en: 'To', es: 'A' }, list: true },
    Reason: { kind: 'text', required: true, max: 200, label: { zh: '转交原因', en: 'Reason', es: 'Motivo' }, list: true, edit: true },
    ForwardTime: { kind: 'datetime', readOnly: true, label: { zh: '转交时间', en: 'Time', es: 'Fecha' }, list: true, sort: true },
  },
});
