import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/core/constants.ts';
import type { LocalizedTitle } from '../src/core/localized.ts';
import type { MenuTreeEntry } from '../src/menus/tree.ts';
import { menuTree } from '../src/menus/tree.ts';
import { SCHOOL_PARAMETER_FIELDS } from '../src/parameters/parameters.ts';
import { RESOURCE_NAMES } from '../src/resource-names.ts';
import { resourceList, resources } from '../src/resources.ts';

/** Where a text lacks a language: `${where} (${lang})` for each empty or missing one. */
const gaps = (where: string, text: Partial<LocalizedTitle> | undefined): string[] =>
  LANGUAGES.filter((lang) => !text?.[lang]?.trim()).map((lang) => `${where} (${lang})`);

const entries = (tree: readonly MenuTreeEntry[]): MenuTreeEntry[] => tree.flatMap((e) => [e, ...entries(e.children ?? [])]);

describe('the menu tree', () => {
  const all = entries(menuTree);

  it('titles every entry in zh, en and es', () => {
    const missing = all.flatMap((e) => gaps(`menu ${e.name}`, { zh: e.title[0], en: e.title[1], es: e.title[2] }));
    expect(missing).toEqual([]);
    expect(all.length).toBeGreaterThan(170);
  });

  it('names each entry once', () => {
    const seen = new Set<string>();
    const twice = all.map((e) => e.name).filter((name) => seen.has(name) || !seen.add(name));
    expect(twice).toEqual([]);
  });
});

describe('the resources', () => {
  it('the registry holds every name once, each definition under its own name', () => {
    expect(Object.keys(resources).sort()).toEqual([...RESOURCE_NAMES].sort());
    expect(resourceList.map((d) => d.name)).toEqual([...RESOURCE_NAMES]);
  });

  it('titles every resource, labels every field and enum option in zh, en and es', () => {
    const missing = resourceList.flatMap((def) => [
      ...gaps(`${def.name} title`, def.title),
      ...Object.entries(def.fields).flatMap(([name, f]) => [
        ...gaps(`${def.name}.${name} label`, f.label),
        ...(f.options ?? []).flatMap((o) => gaps(`${def.name}.${name} option ${o.value}`, o.label)),
      ]),
    ]);
    expect(missing).toEqual([]);
  });

  it('a card names at most three list fields, none of them the display field', () => {
    const wrong = resourceList.flatMap((def) =>
      (def.card ?? [])
        .filter((k) => !def.fields[k]?.list || k === def.display)
        .map((k) => `${def.name}.${k}`)
        .concat(def.card && def.card.length > 3 ? [`${def.name}: ${def.card.length} card fields`] : []),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the school parameters', () => {
  it('label every parameter (and its unit) in zh, en and es', () => {
    const missing = Object.entries(SCHOOL_PARAMETER_FIELDS).flatMap(([key, f]) => [
      ...gaps(`${key} label`, f.label),
      ...(f.unit ? gaps(`${key} unit`, f.unit) : []),
    ]);
    expect(missing).toEqual([]);
  });
});
