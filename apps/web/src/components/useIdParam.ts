import { useSearchParams } from 'react-router';

/** The id a detail screen shows (`?ParentId=3`): a positive whole number, or null. */
export function useIdParam(key: string): number | null {
  const [params] = useSearchParams();
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : null;
}
