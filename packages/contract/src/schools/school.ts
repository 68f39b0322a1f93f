import { stateField } from '../core/fields.ts';
import { defineResource, type EnumOption, enumOptions } from '../core/resource.ts';

/** DOMAIN.md §2: who runs the school. */
export const SCHOOL_TYPE_OPTIONS = enumOptions([
  { value: 1, label: { zh: '公办', en: 'Public', es: 'Pública' } },
  { value: 2, label: { zh: '民办', en: 'Private', es: 'Privada' } },
  { value: 3, label: { zh: '普惠性民办', en: 'Inclusive private', es: 'Privada inclusiva' } },
]);

/** The school's contract with the platform (DOMAIN.md §0); 6 and 20 have no smart centre. */
export const SCHOOL_CONTRACT_TYPE_OPTIONS = enumOptions([
  { value: 1, label: { zh: '标准版', en: 'Standard', es: 'Estándar' } },
  { value: 2, label: { zh: '高级版（直播与会员）', en: 'Premium (live video and VIP)', es: 'Premium (vídeo en directo y VIP)' } },
  { value: 6, label: { zh: '基础版（无智能设备）', en: 'Basic (no smart devices)', es: 'Básico (sin dispositivos inteligentes)' } },
  { value: 20, label: { zh: '仅内容', en: 'Content only', es: 'Solo contenidos' } },
]);

/**
 * Fields only the platform (operator, super admin) sets: the school's contract with the platform
 * and what hangs on it. A park admin edits the rest of their school's profile; the server refuses
 * a change of these from anyone else, and the web leaves them out of that user's form.
 */
export const SCHOOL_PLATFORM_FIELDS = ['SchoolName', 'AgentId', 'SchoolContractType', 'Capacity', 'State'] as const;

/** Largest capacity a school may declare (children). */
export const SCHOOL_CAPACITY_MAX = 5000;

const zone = (value: string, zh: string, en: string, es: string): EnumOption => ({ value, label: { zh, en, es } });

/**
 * Schools keep their dates and clocks in their own time zone: "today", a day of the register
 * and the late / early-leave rules are the school's local ones. The demo network is in China.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Shanghai';

/** The zones a school can keep its clock in (IANA names; the default, Asia/Shanghai, is China's). */
export const SCHOOL_TIME_ZONE_OPTIONS = enumOptions([
  zone('Asia/Shanghai', '北京时间（Asia/Shanghai）', 'China (Asia/Shanghai)', 'China (Asia/Shanghai)'),
  zone('Asia/Urumqi', '新疆时间（Asia/Urumqi）', 'Xinjiang (Asia/Urumqi)', 'Xinjiang (Asia/Urumqi)'),
  zone('Asia/Hong_Kong', '香港（Asia/Hong_Kong）', 'Hong Kong (Asia/Hong_Kong)', 'Hong Kong (Asia/Hong_Kong)'),
  zone('Asia/Taipei', '台北（Asia/Taipei）', 'Taipei (Asia/Taipei)', 'Taipéi (Asia/Taipei)'),
  zone('Asia/Singapore', '新加坡（Asia/Singapore）', 'Singapore (Asia/Singapore)', 'Singapur (Asia/Singapore)'),
  zone('Asia/Tokyo', '东京（Asia/Tokyo）', 'Tokyo (Asia/Tokyo)', 'Tokio (Asia/Tokyo)'),
  zone('Europe/London', '伦敦（Europe/London）', 'London (Europe/London)', 'Londres (Europe/London)'),
  zone('Europe/Madrid', '马德里（Europe/Madrid）', 'Madrid (Europe/Madrid)', 'Madrid (Europe/Madrid)'),
  zone('America/New_York', '纽约（America/New_York）', 'New York (America/New_York)', 'Nueva York (America/New_York)'),
  zone('America/Chicago', '芝加哥（America/Chicago）', 'Chicago (America/Chicago)', 'Chicago (America/Chicago)'),
  zone('America/Los_Angeles', '洛杉矶（America/Los_Angeles）', 'Los Angeles (America/Los_Angeles)', 'Los Ángeles (America/Los_Angeles)'),
  zone(
    'America/Mexico_City',
    '墨西哥城（America/Mexico_City）',
    'Mexico City (America/Mexico_City)',
    'Ciudad de México (America/Mexico_City)',
  ),
  zone('America/Bogota', '波哥大（America/Bogota）', 'Bogotá (America/Bogota)', 'Bogotá (America/Bogota)'),
  zone('America/Lima', '利马（America/Lima）', 'Lima (America/Lima)', 'Lima (America/Lima)'),
  zone('America/Santiago', '圣地亚哥（America/Santiago）', 'Santiago (America/Santiago)', 'Santiago (America/Santiago)'),
  zone(
    'America/Argentina/Buenos_Aires',
    '布宜诺斯艾利斯（America/Argentina/Buenos_Aires）',
    'Buenos Aires (America/Argentina/Buenos_Aires)',
    'Buenos Aires (America/Argentina/Buenos_Aires)',
  ),
  zone('UTC', '协调世界时（UTC）', 'UTC', 'UTC'),
]);

/**
 * A kindergarten of the network (/Operation/SchoolManage; a park admin's school profile). Its own
 * id is its school scope: a school user sees their schools, an agent the schools it sells, a
 * supervisor the schools of its region, the platform all.
 */
export const school = defineResource({
  name: 'School',
  title: { zh: '学校管理', en: 'Schools', es: 'Escuelas' },
  id: 'SchoolId',
  menu: 'SchoolManage',
  scope: 'school',
  display: 'SchoolName',
  sort: 'SchoolId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    SchoolName: {
      kind: 'string',
      rule: 'name',
      required: true,
      max: 100,
      label: { zh: '学校名称', en: 'School name', es: 'Nombre de la escuela' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    ShortName: { kind: 'string', max: 30, label: { zh: '简称', en: 'Short name', es: 'Nombre corto' }, edit: true },
    // The address of an uploaded image (Upload/Image answers it).
    Logo: { kind: 'string', max: 500, label: { zh: '校徽', en: 'Logo', es: 'Logotipo' }, edit: true },
    Area: {
      kind: 'area',
      rule: 'schoolAddress',
      required: true,
      label: { zh: '学校地址', en: 'School address', es: 'Dirección de la escuela' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Address: { kind: 'string', max: 200, label: { zh: '详细地址', en: 'Street address', es: 'Calle y número' }, edit: true },
    Phone: { kind: 'string', max: 30, label: { zh: '联系电话', en: 'Phone', es: 'Teléfono' }, list: true, edit: true },
    PrincipalName: { kind: 'string', max: 50, label: { zh: '园长', en: 'Principal', es: 'Director/a' }, list: true, edit: true },
    SchoolType: {
      kind: 'enum',
      options: SCHOOL_TYPE_OPTIONS,
      required: true,
      label: { zh: '办学性质', en: 'School type', es: 'Tipo de escuela' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Capacity: {
      kind: 'integer',
      rule: 'positiveInteger',
      required: true,
      min: 1,
      max: SCHOOL_CAPACITY_MAX,
      label: { zh: '核定人数', en: 'Capacity', es: 'Capacidad' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    LicenseNo: { kind: 'string', max: 50, label: { zh: '办学许可证号', en: 'Licence number', es: 'Número de licencia' }, edit: true },
    AgentId: {
      kind: 'ref',
      ref: 'Agent',
      label: { zh: '代理商', en: 'Agent', es: 'Agente' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    SchoolContractType: {
      kind: 'enum',
      options: SCHOOL_CONTRACT_TYPE_OPTIONS,
      required: true,
      label: { zh: '签约类型', en: 'Contract type', es: 'Tipo de contrato' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    // Set by the school-join contract workflow (SchoolJoin), never by this form.
    SchoolContractId: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '签约合同', en: 'School-join contract', es: 'Contrato de adhesión' },
    },
    // The zone of the school's wall clock: attendance days, late and early-leave times, birthdays.
    TimeZone: {
      kind: 'enum',
      options: SCHOOL_TIME_ZONE_OPTIONS,
      label: { zh: '时区', en: 'Time zone', es: 'Zona horaria' },
      edit: true,
    },
    OpenDate: {
      kind: 'date',
      label: { zh: '开园日期', en: 'Opening date', es: 'Fecha de apertura' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    State: stateField,
  },
});
