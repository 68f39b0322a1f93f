import { childField, childNameField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { FACE_CONSENT_STATE_OPTIONS } from './constants.ts';

/**
 * FaceConsent (/Ai/FaceSet, its consents tab): a family's consent to the face analysis of their
 * child, recorded before anything of the child's face is computed or kept: by whom (the parent
 * or guardian who gave it) and when, and who recorded it. One per child. Revoking it deletes the
 * descriptors of the child's photos and stops every analysis of the child; giving it again lets
 * the photos be analysed when they are saved again.
 */
export const faceConsent = defineResource({
  name: 'FaceConsent',
  title: { zh: '人脸识别同意书', en: 'Face analysis consents', es: 'Consentimientos de análisis facial' },
  id: 'FaceConsentId',
  menu: 'FaceSet',
  scope: 'school',
  display: 'StudentName',
  sort: '-FaceConsentId',
  card: ['State', 'GivenBy', 'GivenTime'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    StudentId: childField,
    StudentName: childNameField,
    GivenBy: {
      kind: 'string',
      rule: 'name',
      required: true,
      max: 50,
      label: { zh: '同意人（家长/监护人）', en: 'Given by (parent or guardian)', es: 'Otorgado por (padre, madre o tutor)' },
      list: true,
      filter: 'like',
      edit: true,
    },
    GivenTime: {
      kind: 'datetime',
      required: true,
      label: { zh: '同意时间', en: 'Given at', es: 'Otorgado el' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    State: {
      kind: 'enum',
      options: FACE_CONSENT_STATE_OPTIONS,
      required: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    RevokedTime: { kind: 'datetime', readOnly: true, label: { zh: '撤回时间', en: 'Revoked at', es: 'Revocado el' }, list: true },
    RecordedByName: { kind: 'string', readOnly: true, label: { zh: '登记人', en: 'Recorded by', es: 'Registrado por' }, list: true },
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
