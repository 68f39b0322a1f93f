import { schoolField, stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { DESCRIPTOR_STATE_OPTIONS, FACE_PERSON, FACE_PERSON_OPTIONS } from './constants.ts';

/** A face-library photo: an image uploaded through Upload/Image. */
export const FACE_PHOTO_RE = /^\/uploads\/image\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpe?g)$/;

/**
 * FaceSet (/Ai/FaceSet): the face library of a school: photos of its children, staff and the
 * people authorised to pick a child up, each with the face descriptor computed from the photo
 * when it is saved (the photo must show one face). A child's photo is refused until the family's
 * consent is recorded (FaceConsent); a disabled photo is never matched.
 */
export const faceSet = defineResource({
  name: 'FaceSet',
  title: { zh: '人脸管理', en: 'Face library', es: 'Biblioteca de rostros' },
  id: 'FaceSetId',
  menu: 'FaceSet',
  scope: 'school',
  display: 'PersonName',
  sort: '-FaceSetId',
  card: ['PersonType', 'DescriptorState', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    PersonType: {
      kind: 'enum',
      options: FACE_PERSON_OPTIONS,
      required: true,
      label: { zh: '人员类型', en: 'Person', es: 'Persona' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    StudentId: {
      kind: 'ref',
      ref: 'Student',
      requiredWhen: { field: 'PersonType', values: [FACE_PERSON.Child, FACE_PERSON.PickUp] },
      label: { zh: '幼儿（本人或接送的幼儿）', en: 'Child (themselves, or the child picked up)', es: 'Niño (el propio, o el que recoge)' },
      filter: 'eq',
      edit: 'create',
      excel: false,
    },
    TeacherId: {
      kind: 'ref',
      ref: 'Teacher',
      requiredWhen: { field: 'PersonType', values: [FACE_PERSON.Staff] },
      label: { zh: '教职工', en: 'Staff member', es: 'Miembro del personal' },
      filter: 'eq',
      edit: 'create',
      excel: false,
    },
    PersonName: {
      kind: 'string',
      rule: 'name',
      max: 50,
      requiredWhen: { field: 'PersonType', values: [FACE_PERSON.PickUp] },
      label: { zh: '姓名', en: 'Name', es: 'Nombre' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Photo: {
      kind: 'string',
      required: true,
      max: 500,
      label: { zh: '照片', en: 'Photo', es: 'Foto' },
      list: true,
      edit: true,
      excel: false,
    },
    DescriptorState: {
      kind: 'enum',
      options: DESCRIPTOR_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '人脸特征', en: 'Face descriptor', es: 'Descriptor facial' },
      list: true,
      filter: 'eq',
    },
    DescriptorLength: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '特征维数', en: 'Descriptor values', es: 'Valores del descriptor' },
    },
    FaceScore: {
      kind: 'decimal',
      scale: 2,
      readOnly: true,
      label: { zh: '检测置信度', en: 'Detection score', es: 'Puntuación de detección' },
      list: true,
    },
    State: stateField,
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
