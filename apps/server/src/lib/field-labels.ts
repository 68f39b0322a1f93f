import { type Language, resources } from '@kc/contract';

/**
 * A field's label in a language, from the resource definitions (the first that declares a field of
 * that name with a label); the name itself when none does. Refusals about a field start with it.
 */
const labels = new Map<string, Record<Language, string>>();
for (const def of Object.values(resources)) {
  for (const [name, f] of Object.entries(def.fields as Record<string, { label?: Record<Language, string> }>)) {
    if (f.label && !labels.has(name)) labels.set(name, f.label);
  }
}

export const fieldLabel = (field: string, lang: Language): string => labels.get(field)?.[lang] ?? field;

/** A resource's name in a message: its title in zh and es, its name (as the API has always said) in en. */
export function entityName(name: string): string | Record<Language, string> {
  const def = (resources as Record<string, { title?: Record<Language, string> }>)[name];
  return def?.title ? { zh: def.title.zh, en: name, es: def.title.es } : name;
}
