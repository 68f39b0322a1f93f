import { type ResourceDef, WARNING_TYPE_OPTIONS, warningEvent } from '@kc/contract';

/** The badge's open count, read again whenever a warning is raised, moved or withdrawn. */
export const OPEN_COUNT_KEY = ['alerts', 'openCount'] as const;

/** A warning type of the catalogue, or null (a route's `:WarningType` that names none). */
export function warningTypeOf(value: unknown): number | null {
  const n = Number(value);
  return WARNING_TYPE_OPTIONS.some((o) => o.value === n) ? n : null;
}

/**
 * The warnings list narrowed to one type (WarningRecord/{WarningType}, ParentEntrustWarning): the
 * same resource, its title naming the type, the type neither a column nor a filter of the search
 * form (the page sends it as a fixed filter).
 */
export function warningsOfType(type: number): ResourceDef {
  const label = WARNING_TYPE_OPTIONS.find((o) => o.value === type)?.label;
  const { Type, ...fields } = warningEvent.fields;
  return {
    ...warningEvent,
    title: label
      ? {
          zh: `${warningEvent.title.zh} · ${label.zh}`,
          en: `${warningEvent.title.en} · ${label.en}`,
          es: `${warningEvent.title.es} · ${label.es}`,
        }
      : warningEvent.title,
    fields: { ...fields, Type: { ...Type, filter: undefined, list: false } },
    card: ['Level', 'OccurTime', 'State'],
  };
}
