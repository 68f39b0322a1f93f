import { schoolField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** The camera clouds a school's cameras may be reached through. */
export const CLOUD_VENDOR_OPTIONS = enumOptions([
  { value: 1, label: { zh: '萤石云', en: 'Ezviz', es: 'Ezviz' } },
  { value: 2, label: { zh: '海康互联', en: 'Hik-Connect', es: 'Hik-Connect' } },
  { value: 3, label: { zh: '乐橙云', en: 'Imou (Dahua)', es: 'Imou (Dahua)' } },
  { value: 4, label: { zh: '涂鸦智能', en: 'Tuya', es: 'Tuya' } },
  { value: 9, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/**
 * CloudAccount (/Ai/CloudAccount, DOMAIN §4): a school's account at a third-party camera cloud.
 * The AppSecret is write-only: encrypted at rest with the server's data key, never answered
 * (lists, detail, export); `AppSecretSet` says whether one is kept, and an edit that leaves it
 * empty keeps it. One account per vendor and school. No "test connection": the console does
 * not reach the vendors' clouds.
 */
export const cloudAccount = defineResource({
  name: 'CloudAccount',
  title: { zh: '第三方云账号', en: 'Third-party cloud accounts', es: 'Cuentas de nube de terceros' },
  id: 'CloudAccountId',
  menu: 'CloudAccount',
  scope: 'school',
  display: 'AppKey',
  sort: '-CloudAccountId',
  card: ['Vendor', 'AppSecretSet', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    Vendor: {
      kind: 'enum',
      options: CLOUD_VENDOR_OPTIONS,
      required: true,
      label: { zh: '云平台', en: 'Vendor', es: 'Proveedor' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    AppKey: {
      kind: 'string',
      required: true,
      max: 128,
      label: { zh: 'AppKey', en: 'AppKey', es: 'AppKey' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    AppSecret: {
      kind: 'string',
      required: true,
      writeOnly: true,
      max: 256,
      label: { zh: 'AppSecret', en: 'AppSecret', es: 'AppSecret' },
      edit: true,
    },
    AppSecretSet: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: 'AppSecret 已设置', en: 'AppSecret set', es: 'AppSecret configurado' },
      list: true,
    },
    Endpoint: {
      kind: 'string',
      rule: 'httpsUrl',
      required: true,
      max: 500,
      label: { zh: '接口地址', en: 'Endpoint URL', es: 'URL del servicio' },
      list: true,
      edit: true,
    },
    State: { ...stateField, required: true },
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
