import { type clientTemplate, type developmentReport, type TemplateKind, unknownPlaceholders } from '@kc/contract';
import { sql } from 'kysely';
import { forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/** DevelopmentReport's list and detail (its writes are the workflow calls of reports.ts): class scope. */
export const developmentReportBinding: ResourceBinding<typeof developmentReport> = {
  table: 'developmentReport',
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
  },
};

/** ClientTemplate: the operator's; a placeholder its kind does not know is refused with its name. */
export const clientTemplateBinding: ResourceBinding<typeof clientTemplate> = {
  table: 'clientTemplate',
  hooks: {
    mayWrite: (session) => {
      if (!isPlatform(session)) throw forbidden('reports.systemTemplates');
    },
    beforeWrite: async (values, { existing }) => {
      const kind = valueAfter(values, existing, 'Kind') as TemplateKind;
      const [name] = unknownPlaceholders(kind, String(valueAfter(values, existing, 'Body') ?? ''));
      if (name) throw invalid('reports.unknownPlaceholder', { name: `{{${name}}}` }, 'Body');
      return values;
    },
  },
};
