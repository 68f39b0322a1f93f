import { describe, expectTypeOf, it } from 'vitest';
import { schoolClass } from '../src/classes/school-class.ts';
import type { Endpoint } from '../src/core/endpoint.ts';
import type { InferRow } from '../src/core/infer-row.ts';
import { defineResource } from '../src/core/resource.ts';
import type { MenuComponent, MenuName } from '../src/menus/tree.ts';
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

  it('MenuComponent is the union of the tree’s screen components (a path’s first segment, or the view given)', () => {
    expectTypeOf<
      'teach/Kaoqin' | 'garden/ClassDetail' | 'ai/WarningRecord' | 'info/Article' | 'parameter/Parameter'
    >().toExtend<MenuComponent>();
    expectTypeOf<'government/Supervise' | 'government/GovConnectivity'>().toExtend<MenuComponent>();
    expectTypeOf<'Layout'>().not.toExtend<MenuComponent>();
    expectTypeOf<'ParentView'>().not.toExtend<MenuComponent>();
    expectTypeOf<'teach/Nope'>().not.toExtend<MenuComponent>();
    expectTypeOf<'government/GovernmentStat'>().not.toExtend<MenuComponent>();
  });
});

describe('defineResource', () => {
  const label = { zh: '名称', en: 'Name', es: 'Nombre' };
  const sample = {
    name: 'Sample',
    title: { zh: '样例', en: 'Sample', es: 'Muestra' },
    id: 'SampleId',
    scope: 'school',
    display: 'Name',
    actions: ['SelectPage'],
  } as const;

  it('checks the menu and the refs of every definition, one outside the registry too', () => {
    const def = defineResource({
      ...sample,
      menu: 'StudentManage',
      fields: { Name: { kind: 'string', label }, ClassId: { kind: 'ref', ref: 'Class', label } },
    });
    expectTypeOf(def.menu).toEqualTypeOf<'StudentManage'>();
    expectTypeOf(def.fields.ClassId.ref).toEqualTypeOf<'Class'>();

    // @ts-expect-error not a MenuName
    defineResource({ ...sample, menu: 'SampleManage', fields: { Name: { kind: 'string', label } } });
    defineResource({
      ...sample,
      menu: 'StudentManage',
      // @ts-expect-error not a ResourceName
      fields: { Name: { kind: 'string', label }, TagIds: { kind: 'refs', ref: 'Tag', label } },
    });
  });
});
