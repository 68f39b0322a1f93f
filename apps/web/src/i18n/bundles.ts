import type { Language, validationMessages } from '@kc/contract';
import type common from '../components/locales/en.ts';
import type alerts from '../features/alerts/locales/en.ts';
import type appraisal from '../features/appraisal/locales/en.ts';
import type assessment from '../features/assessment/locales/en.ts';
import type attendance from '../features/attendance/locales/en.ts';
import type auth from '../features/auth/locales/en.ts';
import type billing from '../features/billing/locales/en.ts';
import type calendar from '../features/calendar/locales/en.ts';
import type classHours from '../features/class-hours/locales/en.ts';
import type classes from '../features/classes/locales/en.ts';
import type contracts from '../features/contracts/locales/en.ts';
import type curriculum from '../features/curriculum/locales/en.ts';
import type dailyCare from '../features/daily-care/locales/en.ts';
import type devices from '../features/devices/locales/en.ts';
import type diet from '../features/diet/locales/en.ts';
import type enrolment from '../features/enrolment/locales/en.ts';
import type entrust from '../features/entrust/locales/en.ts';
import type faces from '../features/faces/locales/en.ts';
import type families from '../features/families/locales/en.ts';
import type finance from '../features/finance/locales/en.ts';
import type growth from '../features/growth/locales/en.ts';
import type healthLogs from '../features/health-logs/locales/en.ts';
import type home from '../features/home/locales/en.ts';
import type income from '../features/income/locales/en.ts';
import type leave from '../features/leave/locales/en.ts';
import type me from '../features/me/locales/en.ts';
import type menus from '../features/menus/locales/en.ts';
import type parameters from '../features/parameters/locales/en.ts';
import type payments from '../features/payments/locales/en.ts';
import type permissions from '../features/permissions/locales/en.ts';
import type promotion from '../features/promotion/locales/en.ts';
import type reports from '../features/reports/locales/en.ts';
import type schools from '../features/schools/locales/en.ts';
import type staff from '../features/staff/locales/en.ts';
import type students from '../features/students/locales/en.ts';
import type sysUsers from '../features/sys-users/locales/en.ts';
import type wallet from '../features/wallet/locales/en.ts';
import type resource from '../resource/locales/en.ts';
import type errors from '../shell/errors/locales/en.ts';
import type guide from '../shell/guide/locales/en.ts';
import type shell from '../shell/locales/en.ts';
import type version from '../shell/version/locales/en.ts';

/**
 * Every namespace of the console's texts with its bundle in each language, loaded when first
 * used (i18n/index.ts's backend): only the current language's bundles of the namespaces a screen
 * uses are fetched, the others when the language is switched. A namespace is the domain (or
 * shell part) whose folder holds its `locales/{en,zh,es}.ts`; English is the source of the keys.
 * The validation texts are the contract's (validationMessages), bundled in every language.
 */
type Loader = () => Promise<{ default: object }>;

export const BUNDLES = {
  common: {
    zh: () => import('../components/locales/zh.ts'),
    en: () => import('../components/locales/en.ts'),
    es: () => import('../components/locales/es.ts'),
  },
  resource: {
    zh: () => import('../resource/locales/zh.ts'),
    en: () => import('../resource/locales/en.ts'),
    es: () => import('../resource/locales/es.ts'),
  },
  shell: {
    zh: () => import('../shell/locales/zh.ts'),
    en: () => import('../shell/locales/en.ts'),
    es: () => import('../shell/locales/es.ts'),
  },
  errors: {
    zh: () => import('../shell/errors/locales/zh.ts'),
    en: () => import('../shell/errors/locales/en.ts'),
    es: () => import('../shell/errors/locales/es.ts'),
  },
  guide: {
    zh: () => import('../shell/guide/locales/zh.ts'),
    en: () => import('../shell/guide/locales/en.ts'),
    es: () => import('../shell/guide/locales/es.ts'),
  },
  version: {
    zh: () => import('../shell/version/locales/zh.ts'),
    en: () => import('../shell/version/locales/en.ts'),
    es: () => import('../shell/version/locales/es.ts'),
  },
  auth: {
    zh: () => import('../features/auth/locales/zh.ts'),
    en: () => import('../features/auth/locales/en.ts'),
    es: () => import('../features/auth/locales/es.ts'),
  },
  me: {
    zh: () => import('../features/me/locales/zh.ts'),
    en: () => import('../features/me/locales/en.ts'),
    es: () => import('../features/me/locales/es.ts'),
  },
  'sys-users': {
    zh: () => import('../features/sys-users/locales/zh.ts'),
    en: () => import('../features/sys-users/locales/en.ts'),
    es: () => import('../features/sys-users/locales/es.ts'),
  },
  permissions: {
    zh: () => import('../features/permissions/locales/zh.ts'),
    en: () => import('../features/permissions/locales/en.ts'),
    es: () => import('../features/permissions/locales/es.ts'),
  },
  menus: {
    zh: () => import('../features/menus/locales/zh.ts'),
    en: () => import('../features/menus/locales/en.ts'),
    es: () => import('../features/menus/locales/es.ts'),
  },
  schools: {
    zh: () => import('../features/schools/locales/zh.ts'),
    en: () => import('../features/schools/locales/en.ts'),
    es: () => import('../features/schools/locales/es.ts'),
  },
  parameters: {
    zh: () => import('../features/parameters/locales/zh.ts'),
    en: () => import('../features/parameters/locales/en.ts'),
    es: () => import('../features/parameters/locales/es.ts'),
  },
  classes: {
    zh: () => import('../features/classes/locales/zh.ts'),
    en: () => import('../features/classes/locales/en.ts'),
    es: () => import('../features/classes/locales/es.ts'),
  },
  enrolment: {
    zh: () => import('../features/enrolment/locales/zh.ts'),
    en: () => import('../features/enrolment/locales/en.ts'),
    es: () => import('../features/enrolment/locales/es.ts'),
  },
  families: {
    zh: () => import('../features/families/locales/zh.ts'),
    en: () => import('../features/families/locales/en.ts'),
    es: () => import('../features/families/locales/es.ts'),
  },
  staff: {
    zh: () => import('../features/staff/locales/zh.ts'),
    en: () => import('../features/staff/locales/en.ts'),
    es: () => import('../features/staff/locales/es.ts'),
  },
  students: {
    zh: () => import('../features/students/locales/zh.ts'),
    en: () => import('../features/students/locales/en.ts'),
    es: () => import('../features/students/locales/es.ts'),
  },
  attendance: {
    zh: () => import('../features/attendance/locales/zh.ts'),
    en: () => import('../features/attendance/locales/en.ts'),
    es: () => import('../features/attendance/locales/es.ts'),
  },
  entrust: {
    zh: () => import('../features/entrust/locales/zh.ts'),
    en: () => import('../features/entrust/locales/en.ts'),
    es: () => import('../features/entrust/locales/es.ts'),
  },
  promotion: {
    zh: () => import('../features/promotion/locales/zh.ts'),
    en: () => import('../features/promotion/locales/en.ts'),
    es: () => import('../features/promotion/locales/es.ts'),
  },
  payments: {
    zh: () => import('../features/payments/locales/zh.ts'),
    en: () => import('../features/payments/locales/en.ts'),
    es: () => import('../features/payments/locales/es.ts'),
  },
  classHours: {
    zh: () => import('../features/class-hours/locales/zh.ts'),
    en: () => import('../features/class-hours/locales/en.ts'),
    es: () => import('../features/class-hours/locales/es.ts'),
  },
  alerts: {
    zh: () => import('../features/alerts/locales/zh.ts'),
    en: () => import('../features/alerts/locales/en.ts'),
    es: () => import('../features/alerts/locales/es.ts'),
  },
  healthLogs: {
    zh: () => import('../features/health-logs/locales/zh.ts'),
    en: () => import('../features/health-logs/locales/en.ts'),
    es: () => import('../features/health-logs/locales/es.ts'),
  },
  faces: {
    zh: () => import('../features/faces/locales/zh.ts'),
    en: () => import('../features/faces/locales/en.ts'),
    es: () => import('../features/faces/locales/es.ts'),
  },
  contracts: {
    zh: () => import('../features/contracts/locales/zh.ts'),
    en: () => import('../features/contracts/locales/en.ts'),
    es: () => import('../features/contracts/locales/es.ts'),
  },
  leave: {
    zh: () => import('../features/leave/locales/zh.ts'),
    en: () => import('../features/leave/locales/en.ts'),
    es: () => import('../features/leave/locales/es.ts'),
  },
  calendar: {
    zh: () => import('../features/calendar/locales/zh.ts'),
    en: () => import('../features/calendar/locales/en.ts'),
    es: () => import('../features/calendar/locales/es.ts'),
  },
  growth: {
    zh: () => import('../features/growth/locales/zh.ts'),
    en: () => import('../features/growth/locales/en.ts'),
    es: () => import('../features/growth/locales/es.ts'),
  },
  diet: {
    zh: () => import('../features/diet/locales/zh.ts'),
    en: () => import('../features/diet/locales/en.ts'),
    es: () => import('../features/diet/locales/es.ts'),
  },
  home: {
    zh: () => import('../features/home/locales/zh.ts'),
    en: () => import('../features/home/locales/en.ts'),
    es: () => import('../features/home/locales/es.ts'),
  },
  dailyCare: {
    zh: () => import('../features/daily-care/locales/zh.ts'),
    en: () => import('../features/daily-care/locales/en.ts'),
    es: () => import('../features/daily-care/locales/es.ts'),
  },
  devices: {
    zh: () => import('../features/devices/locales/zh.ts'),
    en: () => import('../features/devices/locales/en.ts'),
    es: () => import('../features/devices/locales/es.ts'),
  },
  income: {
    zh: () => import('../features/income/locales/zh.ts'),
    en: () => import('../features/income/locales/en.ts'),
    es: () => import('../features/income/locales/es.ts'),
  },
  wallet: {
    zh: () => import('../features/wallet/locales/zh.ts'),
    en: () => import('../features/wallet/locales/en.ts'),
    es: () => import('../features/wallet/locales/es.ts'),
  },
  billing: {
    zh: () => import('../features/billing/locales/zh.ts'),
    en: () => import('../features/billing/locales/en.ts'),
    es: () => import('../features/billing/locales/es.ts'),
  },
  finance: {
    zh: () => import('../features/finance/locales/zh.ts'),
    en: () => import('../features/finance/locales/en.ts'),
    es: () => import('../features/finance/locales/es.ts'),
  },
  curriculum: {
    zh: () => import('../features/curriculum/locales/zh.ts'),
    en: () => import('../features/curriculum/locales/en.ts'),
    es: () => import('../features/curriculum/locales/es.ts'),
  },
  reports: {
    zh: () => import('../features/reports/locales/zh.ts'),
    en: () => import('../features/reports/locales/en.ts'),
    es: () => import('../features/reports/locales/es.ts'),
  },
  assessment: {
    zh: () => import('../features/assessment/locales/zh.ts'),
    en: () => import('../features/assessment/locales/en.ts'),
    es: () => import('../features/assessment/locales/es.ts'),
  },
  appraisal: {
    zh: () => import('../features/appraisal/locales/zh.ts'),
    en: () => import('../features/appraisal/locales/en.ts'),
    es: () => import('../features/appraisal/locales/es.ts'),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type Namespace = keyof typeof BUNDLES;

export const NAMESPACES = Object.keys(BUNDLES) as Namespace[];

/** The English bundle of each namespace: the type of every key (see types.ts). */
export interface Resources {
  common: typeof common;
  resource: typeof resource;
  shell: typeof shell;
  errors: typeof errors;
  guide: typeof guide;
  version: typeof version;
  auth: typeof auth;
  me: typeof me;
  'sys-users': typeof sysUsers;
  permissions: typeof permissions;
  menus: typeof menus;
  schools: typeof schools;
  parameters: typeof parameters;
  classes: typeof classes;
  enrolment: typeof enrolment;
  families: typeof families;
  staff: typeof staff;
  students: typeof students;
  attendance: typeof attendance;
  entrust: typeof entrust;
  promotion: typeof promotion;
  payments: typeof payments;
  classHours: typeof classHours;
  healthLogs: typeof healthLogs;
  alerts: typeof alerts;
  faces: typeof faces;
  contracts: typeof contracts;
  leave: typeof leave;
  calendar: typeof calendar;
  growth: typeof growth;
  diet: typeof diet;
  home: typeof home;
  dailyCare: typeof dailyCare;
  devices: typeof devices;
  income: typeof income;
  wallet: typeof wallet;
  billing: typeof billing;
  validation: (typeof validationMessages)['en'];
  finance: typeof finance;
  curriculum: typeof curriculum;
  reports: typeof reports;
  assessment: typeof assessment;
  appraisal: typeof appraisal;
}
