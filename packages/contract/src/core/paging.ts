import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { zInt } from './strict.ts';

/** Paging request of every list (ARCHITECTURE.md §3): cur_page from 1, size ≤ 100, sort `Field` or `-Field`. */
export const pageQuery = z.object({
  cur_page: zInt(1, 1_000_000).default(1),
  size: zInt(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: z
    .string()
    .regex(/^-?[A-Z][A-Za-z0-9]*$/, 'sort must be Field or -Field')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });
export interface Page<T> {
  list: T[];
  total: number;
}
