import { api, type Language, type MenuName, type ResourceDef, SCHOOL_LIST_QUERY, type StandardAction } from '@kc/contract';
import { useQueries } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/request.ts';
import { useMenu } from '../auth/session.ts';
import { type RefOption, resourceCall } from './api.ts';
import { canDo, grantedActions, resourceByName } from './model.ts';

/** The query keys of a resource: every query of it starts with this (invalidate after a change). */
export const resourceKey = (name: string) => ['resource', name] as const;

/** The current language, re-rendering when it changes. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.language as Language;
}

/** What the current role may do with a resource (from the granted menu; the server checks again). */
export function useGrants(def: ResourceDef) {
  const menu = useMenu();
  const granted = useMemo(() => grantedActions(menu, def.menu), [menu, def.menu]);
  return useCallback((action: StandardAction) => canDo(def, granted, action), [def, granted]);
}

/** What the current role may do on a menu entry by its action values ('view', 'edit', 'export', …); the server checks every call again. */
export function useMenuGrants(menuName: MenuName): (action: string) => boolean {
  const menu = useMenu();
  const granted = useMemo(() => grantedActions(menu, menuName), [menu, menuName]);
  return useCallback((action: string) => granted.has(action), [granted]);
}

/** Loads the options of a referenced resource's picker. */
export type RefLoader = () => Promise<RefOption[]>;
/** By referenced resource name ('School'): where its picker options come from. */
export type RefSources = Readonly<Record<string, RefLoader>>;

const RefSourcesContext = createContext<RefSources>({});
/** A page gives pickers for references the engine cannot list by itself (or lists them differently). */
export const RefSourcesProvider = RefSourcesContext.Provider;

export interface RefState {
  /** A picker can be offered (a source exists and has not failed); otherwise ids are typed in. */
  available: boolean;
  loading: boolean;
  options: { value: number; label: string }[];
  labelOf: (id: number) => string | undefined;
}

const NONE: RefState = { available: false, loading: false, options: [], labelOf: () => undefined };

/**
 * Pickers of references whose SelectList the role is not granted, from what every session may
 * read: a school user (a teacher) names their own schools without the school management grant.
 */
const SESSION_SOURCES: RefSources = {
  School: () =>
    call(api.selectSchoolList, { ...SCHOOL_LIST_QUERY }, { silent: true }).then((l) =>
      l.map((s) => ({ Value: s.SchoolId, Label: s.SchoolName })),
    ),
};

/**
 * Picker options of the referenced resources, by name: from the page's own source when it
 * gives one, else from the referenced resource's SelectList when that resource is defined and
 * the role may call it, else from what the session itself may read (SESSION_SOURCES).
 */
export function useRefs(refNames: readonly string[]): Record<string, RefState> {
  const custom = useContext(RefSourcesContext);
  const menu = useMenu();
  const sources = useMemo(() => {
    const unique = [...new Set(refNames)];
    return unique.flatMap((name) => {
      const own = custom[name];
      if (own) return [{ name, key: [...resourceKey(name), 'SelectList', 'page-source'], load: own }];
      const def = resourceByName(name);
      if (def && canDo(def, grantedActions(menu, def.menu), 'SelectList')) {
        return [{ name, key: [...resourceKey(name), 'SelectList'], load: () => resourceCall(def, 'SelectList', {}, { silent: true }) }];
      }
      const session = SESSION_SOURCES[name];
      return session ? [{ name, key: [...resourceKey(name), 'SelectList', 'session'], load: session }] : [];
    });
  }, [refNames, custom, menu]);

  const results = useQueries({
    queries: sources.map((s) => ({ queryKey: s.key, queryFn: s.load, staleTime: 60_000, retry: false })),
  });

  const out: Record<string, RefState> = {};
  for (const name of refNames) out[name] = NONE;
  sources.forEach((s, i) => {
    const r = results[i];
    if (!r || r.isError) return;
    const options = (r.data ?? []).map((o) => ({ value: o.Value, label: o.Label }));
    const labels = new Map(options.map((o) => [o.value, o.label]));
    out[s.name] = { available: true, loading: r.isPending, options, labelOf: (id) => labels.get(id) };
  });
  return out;
}

/** The referenced resource names of a definition's fields (stable per definition). */
export function refNamesOf(def: ResourceDef): string[] {
  return [
    ...new Set(
      Object.values(def.fields)
        .filter((f) => (f.kind === 'ref' || f.kind === 'refs') && f.ref)
        .map((f) => f.ref as string),
    ),
  ];
}
