import type { ResourceDef } from '@kc/contract';

/**
 * Every resource defined in the contract (packages/contract/src/resources/*), found by shape,
 * so a 'ref' field knows whether the resource it points at exists and can feed a picker.
 * Only the definition modules are read (plain data, no zod).
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../../packages/contract/src/resources/*.ts', { eager: true });

const isResourceDef = (v: unknown): v is ResourceDef =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ResourceDef).name === 'string' &&
  typeof (v as ResourceDef).id === 'string' &&
  typeof (v as ResourceDef).fields === 'object' &&
  Array.isArray((v as ResourceDef).actions);

const byName = new Map<string, ResourceDef>();
for (const mod of Object.values(modules)) for (const v of Object.values(mod)) if (isResourceDef(v)) byName.set(v.name, v);

/** The definition of a resource by its name (`def.name`, as a ref names it), if defined. */
export const resourceByName = (name: string | undefined): ResourceDef | undefined => (name ? byName.get(name) : undefined);

/** All defined resources. */
export const definedResources = (): ResourceDef[] => [...byName.values()];
