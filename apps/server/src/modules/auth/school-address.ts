import { isAreaPath } from '@kc/contract';
import { isAreaCode } from '../../lib/areas.ts';

export interface AreaChain {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

/** The school columns of a registering school's address: when the three codes are a real province → city → district (or town) place, else null. */
export function areaChain(codes: readonly string[]): AreaChain | null {
  if (!isAreaPath(codes, 3) || !codes.every(isAreaCode)) return null;
  const [provinceCode = '', cityCode = '', districtCode = ''] = codes; // three, as isAreaPath said
  return { provinceCode, cityCode, districtCode };
}
