import { childClassField, childNameField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/**
 * MedicineFeeding (DOMAIN §3 Medicine feeding): one dose of a confirmed medicine instruction as it
 * was given: its due date and time, who fed it, when, the dose and a photo. Written by
 * MedicineFeeding/Record only (one record per due dose); listed, read and exported on the
 * parentsEntrust screen's grant.
 */
export const medicineFeeding = defineResource({
  name: 'MedicineFeeding',
  title: { zh: '喂药记录', en: 'Medicine doses', es: 'Tomas de medicación' },
  id: 'MedicineFeedingId',
  menu: 'parentsEntrust',
  scope: 'class',
  display: 'StudentName',
  sort: '-MedicineFeedingId',
  card: ['MedicineName', 'DueDate', 'FedTime'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: childClassField,
    ParentEntrustId: {
      kind: 'ref',
      ref: 'ParentEntrust',
      readOnly: true,
      label: { zh: '委托编号', en: 'Instruction', es: 'Instrucción' },
      filter: 'eq',
    },
    StudentId: { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿', en: 'Child', es: 'Niño' }, filter: 'eq' },
    StudentName: childNameField,
    MedicineName: { kind: 'string', readOnly: true, label: { zh: '药品名称', en: 'Medicine', es: 'Medicamento' }, list: true },
    DueDate: {
      kind: 'date',
      readOnly: true,
      label: { zh: '服药日期', en: 'Due date', es: 'Fecha prevista' },
      list: true,
      filter: 'range',
      sort: true,
    },
    DueTime: { kind: 'string', readOnly: true, label: { zh: '服药时间', en: 'Due time', es: 'Hora prevista' }, list: true },
    Dose: { kind: 'string', readOnly: true, label: { zh: '剂量', en: 'Dose', es: 'Dosis' }, list: true },
    FedByName: { kind: 'string', readOnly: true, label: { zh: '喂药人', en: 'Fed by', es: 'Administrado por' }, list: true },
    FedTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '喂药时间', en: 'Fed at', es: 'Administrado el' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Late: { kind: 'boolean', readOnly: true, label: { zh: '逾期', en: 'Late', es: 'Tarde' }, list: true, filter: 'eq' },
    Photo: { kind: 'string', readOnly: true, label: { zh: '照片', en: 'Photo', es: 'Foto' } },
    Remark: { kind: 'text', readOnly: true, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true },
  },
});
