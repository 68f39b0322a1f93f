// The calendar domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, LocalDate } from './columns.ts';

export interface VacationTemplateTable extends Audit {
  vacationTemplateId: Id;
  templateName: string;
  remark: Def<string>;
  state: Def<number>;
}

export interface VacationTemplateItemTable extends Audit {
  vacationTemplateItemId: Id;
  vacationTemplateId: number;
  itemName: string;
  /** VACATION_KIND: 1 holiday, 2 make-up working day. */
  kind: number;
  startMonth: number;
  startDay: number;
  days: number;
  remark: Def<string>;
}

export interface VacationTable extends Audit {
  vacationId: Id;
  schoolId: number;
  vacationName: string;
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  vacationTemplateId: number | null;
  remark: Def<string>;
}

export interface CalendarTables {
  vacationTemplate: VacationTemplateTable;
  vacationTemplateItem: VacationTemplateItemTable;
  vacation: VacationTable;
}
