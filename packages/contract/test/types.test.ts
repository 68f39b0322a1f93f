import { describe, expectTypeOf, it } from 'vitest';
import { schoolClass } from '../src/classes/school-class.ts';
import type { Endpoint } from '../src/core/endpoint.ts';
import type { InferRow } from '../src/core/infer-row.ts';
import type { MenuName } from '../src/menus/tree.ts';
import { type ResourceName, type ResourceOf, resources } from '../src/resources.ts';
import type { sysUser } from '../src/sys-users/sys-user.ts';

// Type-level checks: `npm run typecheck` (tsc -p packages/contract) fails when one breaks;
// vitest runs the file too, where expectTypeOf does nothing.

describe('InferRow: a definition’s row as the server answers it', () => {
  it('types the row of Class from its fields', () => {
    expectTypeOf<InferRow<typeof schoolClass>>().toEqualTypeOf<{
      ClassId: number;
      SchoolId: number;
      ClassName: string;
      Grade: 'nursery' | 'junior' | 'middle' | 'senior';
      AcademicYear: string;
      Capacity: number | null;
      Room: string | null;
      State: 0 | 1 | null;
      HeadTeacherId: number | null;
      TeacherIds: number[] | null;
      StudentCount: number | null;
      CreateTime?: string;
      UpdateTime?: string;
    }>();
  });

  it('leaves write-only fields out and keeps a field named CreateTime as the field', () => {
    type Account = InferRow<typeof sysUser>;
    expectTypeOf<Account>().not.toHaveProperty('Password');
    expectTypeOf<Account['IdentityType']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5>();
    expectTypeOf<Account['Roles']>().toEqualTypeOf<number[]>();
    expectTypeOf<Account['CreateTime']>().toEqualTypeOf<string | null>();
  });
});

describe('the registries', () => {
  it('ResourceOf is the definition itself, ResourceName its key', () => {
    expectTypeOf<ResourceOf<'Class'>>().toEqualTypeOf<typeof schoolClass>();
    expectTypeOf(resources.SysUser.name).toEqualTypeOf<'SysUser'>();
    expectTypeOf<'Nope'>().not.toExtend<ResourceName>();
  });

  it('MenuName is the union of the tree’s names, and grants and definitions use it', () => {
    expectTypeOf<'StudentManage' | 'ParameterIndex' | 'BizWeixinGroup'>().toExtend<MenuName>();
    expectTypeOf<'Nope'>().not.toExtend<MenuName>();
    expectTypeOf(schoolClass.menu).toEqualTypeOf<'ClassManage'>();
    expectTypeOf<NonNullable<Endpoint['grant']>['menu']>().toEqualTypeOf<MenuName>();
  });
});
