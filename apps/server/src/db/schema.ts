// The Database map Kysely types every query from: each domain's tables live in db/schema/<domain>.ts
// (its row types and its part of the map); this file joins the parts and stays the one import path.

import type { AgentsTables } from './schema/agents.ts';
import type { AlertsTables } from './schema/alerts.ts';
import type { AppraisalTables } from './schema/appraisal.ts';
import type { AssessmentTables } from './schema/assessment.ts';
import type { AttendanceTables } from './schema/attendance.ts';
import type { AuthTables } from './schema/auth.ts';
import type { BillingTables } from './schema/billing.ts';
import type { CalendarTables } from './schema/calendar.ts';
import type { ClassHoursTables } from './schema/class-hours.ts';
import type { ClassesTables } from './schema/classes.ts';
import type { ContractsTables } from './schema/contracts.ts';
import type { CurriculumTables } from './schema/curriculum.ts';
import type { DailyCareTables } from './schema/daily-care.ts';
import type { DevicesTables } from './schema/devices.ts';
import type { DietTables } from './schema/diet.ts';
import type { EnrolmentTables } from './schema/enrolment.ts';
import type { EntrustTables } from './schema/entrust.ts';
import type { FacesTables } from './schema/faces.ts';
import type { FamiliesTables } from './schema/families.ts';
import type { FinanceTables } from './schema/finance.ts';
import type { GovernmentTables } from './schema/government.ts';
import type { GrowthTables } from './schema/growth.ts';
import type { HealthLogsTables } from './schema/health-logs.ts';
import type { IncomeTables } from './schema/income.ts';
import type { LeaveTables } from './schema/leave.ts';
import type { MenusTables } from './schema/menus.ts';
import type { MessagesTables } from './schema/messages.ts';
import type { ParametersTables } from './schema/parameters.ts';
import type { PaymentsTables } from './schema/payments.ts';
import type { PermissionsTables } from './schema/permissions.ts';
import type { PromotionTables } from './schema/promotion.ts';
import type { ReferenceTables } from './schema/reference.ts';
import type { ReportsTables } from './schema/reports.ts';
import type { SalesTables } from './schema/sales.ts';
import type { SchoolsTables } from './schema/schools.ts';
import type { StaffTables } from './schema/staff.ts';
import type { StudentsTables } from './schema/students.ts';
import type { SysUsersTables } from './schema/sys-users.ts';
import type { UploadsTables } from './schema/uploads.ts';
import type { VisitorsTables } from './schema/visitors.ts';
import type { WalletTables } from './schema/wallet.ts';

export type { SysMenuTable } from './schema/menus.ts';
export type { SchoolParameterTable } from './schema/parameters.ts';

export interface Database
  extends AgentsTables,
    SchoolsTables,
    ClassesTables,
    ParametersTables,
    StudentsTables,
    FamiliesTables,
    StaffTables,
    PermissionsTables,
    SysUsersTables,
    MenusTables,
    AuthTables,
    MessagesTables,
    PaymentsTables,
    ClassHoursTables,
    UploadsTables,
    ReferenceTables,
    GovernmentTables,
    SalesTables,
    VisitorsTables,
    CalendarTables,
    LeaveTables,
    AttendanceTables,
    AlertsTables,
    GrowthTables,
    DailyCareTables,
    DietTables,
    EntrustTables,
    HealthLogsTables,
    FacesTables,
    DevicesTables,
    PromotionTables,
    EnrolmentTables,
    ContractsTables,
    IncomeTables,
    WalletTables,
    BillingTables,
    FinanceTables,
    AssessmentTables,
    CurriculumTables,
    ReportsTables,
    AppraisalTables {}
