import { type AccountsKey, accountsEn, accountsEs, accountsZh } from './accounts.ts';
import { type AlertsKey, alertsEn, alertsEs, alertsZh } from './alerts.ts';
import { type AppraisalKey, appraisalEn, appraisalEs, appraisalZh } from './appraisal.ts';
import { type AssessmentKey, assessmentEn, assessmentEs, assessmentZh } from './assessment.ts';
import { type AuthKey, authEn, authEs, authZh } from './auth.ts';
import { type BillingKey, billingEn, billingEs, billingZh } from './billing.ts';
import { type CareKey, careEn, careEs, careZh } from './care.ts';
import { type ContractsKey, contractsEn, contractsEs, contractsZh } from './contracts.ts';
import { type CurriculumKey, curriculumEn, curriculumEs, curriculumZh } from './curriculum.ts';
import { type DaysKey, daysEn, daysEs, daysZh } from './days.ts';
import { type DevicesKey, devicesEn, devicesEs, devicesZh } from './devices.ts';
import { type DietKey, dietEn, dietEs, dietZh } from './diet.ts';
import { type EnrolmentKey, enrolmentEn, enrolmentEs, enrolmentZh } from './enrolment.ts';
import { type EntrustKey, entrustEn, entrustEs, entrustZh } from './entrust.ts';
import { type FacesKey, facesEn, facesEs, facesZh } from './faces.ts';
import { type FinanceKey, financeEn, financeEs, financeZh } from './finance.ts';
import { type GrowthKey, growthEn, growthEs, growthZh } from './growth.ts';
import { type IncomeKey, incomeEn, incomeEs, incomeZh } from './income.ts';
import { type MenusKey, menusEn, menusEs, menusZh } from './menus.ts';
import { type PaymentsKey, paymentsEn, paymentsEs, paymentsZh } from './payments.ts';
import { type PeopleKey, peopleEn, peopleEs, peopleZh } from './people.ts';
import { type PromotionKey, promotionEn, promotionEs, promotionZh } from './promotion.ts';
import { type RecordsKey, recordsEn, recordsEs, recordsZh } from './records.ts';
import { type ReportsKey, reportsEn, reportsEs, reportsZh } from './reports.ts';
import { type RolesKey, rolesEn, rolesEs, rolesZh } from './roles.ts';
import { type SalesKey, salesEn, salesEs, salesZh } from './sales.ts';
import { type SchemasKey, schemasEn, schemasEs, schemasZh } from './schemas.ts';
import { type SmartSettingsKey, smartSettingsEn, smartSettingsEs, smartSettingsZh } from './smart-settings.ts';
import { type UniqueKey, uniqueEn, uniqueEs, uniqueZh } from './unique.ts';
import { type UploadsKey, uploadsEn, uploadsEs, uploadsZh } from './uploads.ts';
import { type WalletKey, walletEn, walletEs, walletZh } from './wallet.ts';

// The domains' texts, one file per group of domains (each under 400 lines).

export type DomainKey =
  | AccountsKey
  | AlertsKey
  | AuthKey
  | CareKey
  | ContractsKey
  | DaysKey
  | DevicesKey
  | DietKey
  | EnrolmentKey
  | EntrustKey
  | FacesKey
  | GrowthKey
  | MenusKey
  | PaymentsKey
  | PeopleKey
  | PromotionKey
  | RecordsKey
  | RolesKey
  | SalesKey
  | SchemasKey
  | UniqueKey
  | UploadsKey
  | SmartSettingsKey
  | IncomeKey
  | WalletKey
  | BillingKey
  | FinanceKey
  | CurriculumKey
  | ReportsKey
  | AssessmentKey
  | AppraisalKey;
export const domainEn: Record<DomainKey, string> = {
  ...accountsEn,
  ...alertsEn,
  ...authEn,
  ...careEn,
  ...contractsEn,
  ...daysEn,
  ...devicesEn,
  ...dietEn,
  ...enrolmentEn,
  ...entrustEn,
  ...facesEn,
  ...growthEn,
  ...menusEn,
  ...paymentsEn,
  ...peopleEn,
  ...promotionEn,
  ...recordsEn,
  ...rolesEn,
  ...salesEn,
  ...schemasEn,
  ...uniqueEn,
  ...uploadsEn,
  ...smartSettingsEn,
  ...incomeEn,
  ...walletEn,
  ...billingEn,
  ...financeEn,
  ...curriculumEn,
  ...reportsEn,
  ...assessmentEn,
  ...appraisalEn,
};
export const domainZh: Record<DomainKey, string> = {
  ...accountsZh,
  ...alertsZh,
  ...authZh,
  ...careZh,
  ...contractsZh,
  ...daysZh,
  ...devicesZh,
  ...dietZh,
  ...enrolmentZh,
  ...entrustZh,
  ...facesZh,
  ...growthZh,
  ...menusZh,
  ...paymentsZh,
  ...peopleZh,
  ...promotionZh,
  ...recordsZh,
  ...rolesZh,
  ...salesZh,
  ...schemasZh,
  ...uniqueZh,
  ...uploadsZh,
  ...smartSettingsZh,
  ...incomeZh,
  ...walletZh,
  ...billingZh,
  ...financeZh,
  ...curriculumZh,
  ...reportsZh,
  ...assessmentZh,
  ...appraisalZh,
};
export const domainEs: Record<DomainKey, string> = {
  ...accountsEs,
  ...alertsEs,
  ...authEs,
  ...careEs,
  ...contractsEs,
  ...daysEs,
  ...devicesEs,
  ...dietEs,
  ...enrolmentEs,
  ...entrustEs,
  ...facesEs,
  ...growthEs,
  ...menusEs,
  ...paymentsEs,
  ...peopleEs,
  ...promotionEs,
  ...recordsEs,
  ...rolesEs,
  ...salesEs,
  ...schemasEs,
  ...uniqueEs,
  ...uploadsEs,
  ...smartSettingsEs,
  ...incomeEs,
  ...walletEs,
  ...billingEs,
  ...financeEs,
  ...curriculumEs,
  ...reportsEs,
  ...assessmentEs,
  ...appraisalEs,
};
