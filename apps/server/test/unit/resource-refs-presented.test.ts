import { defineResource, filterSchema, sysUser } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { sysUserBinding } from '../../src/modules/sys-users/sys-user-binding.ts';
import { presentRow } from '../../src/resource/present.ts';
import { and, bind, filterConditions, orderBy, selectList } from '../../src/resource/sql.ts';
import { compile } from './compile-sql.ts';

// Engine pieces account management relies on: a 'refs' filter (one id), presented fields, empty values sorted last.

const accounts = bind(sysUser, sysUserBinding);

describe("a 'refs' filter", () => {
  it('takes one id (the records whose links hold it), not a list', () => {
    const schema = filterSchema(sysUser);
    expect(schema.parse({ cur_page: 1, size: 10, Roles: 3 })).toMatchObject({ Roles: 3 });
    // A JSON body carries the id as a number (README "Input contract"; a GET query is converted first).
    expect(schema.safeParse({ cur_page: 1, size: 10, Roles: '3' }).success).toBe(false);
    expect(schema.safeParse({ cur_page: 1, size: 10, Roles: [3, 4] }).success).toBe(false);
    expect(schema.safeParse({ cur_page: 1, size: 10, Schools: 0 }).success).toBe(false);
  });

  it('is an EXISTS on the link table, the id as a parameter', () => {
    const c = compile(and(filterConditions(accounts, { Roles: 3, Schools: 7 })));
    expect(c.sql).toBe(
      '(EXISTS (SELECT 1 FROM "sys_user_role" AS l WHERE "l"."sys_user_id" = "t"."sys_user_id" AND "l"."sys_role_id" = $1)' +
        ' AND EXISTS (SELECT 1 FROM "sys_user_school" AS l WHERE "l"."sys_user_id" = "t"."sys_user_id" AND "l"."school_id" = $2))',
    );
    expect(c.params).toEqual([3, 7]);
  });
});

describe('presented fields', () => {
  it('are read by no SQL and answered as null until the present hook fills them', () => {
    const select = compile(selectList(accounts)).sql;
    expect(select).not.toContain('is_locked');
    // The listed CreateTime field reads the audit column once.
    expect(select.match(/"create_time"/g)).toHaveLength(1);
    expect(presentRow(accounts, { sysUserId: 5, username: 'abcde', passwordHash: 'secret' }, true)).toMatchObject({
      SysUserId: 5,
      Username: 'abcde',
      IsLocked: null,
    });
    expect(presentRow(accounts, { sysUserId: 5, passwordHash: 'secret' }, false)).not.toHaveProperty('Password');
  });

  it('cannot filter or sort, nor be written', () => {
    const def = (filter: boolean) =>
      defineResource({
        name: 'X',
        title: { zh: 'x', en: 'x', es: 'x' },
        id: 'XId',
        menu: 'ManagerRoot',
        scope: 'platform',
        display: 'Name',
        actions: ['SelectPage'],
        fields: {
          Name: { kind: 'string', label: { zh: 'n', en: 'n', es: 'n' } },
          Live: { kind: 'boolean', readOnly: true, label: { zh: 'l', en: 'l', es: 'l' }, ...(filter ? { filter: 'eq' as const } : {}) },
        },
      });
    expect(() => bind(def(false), { table: 'agent', presented: ['Live'] })).not.toThrow();
    expect(() => bind(def(true), { table: 'agent', presented: ['Live'] })).toThrow(/presented field/);
  });
});

describe('sort', () => {
  it('puts empty values last when descending (never signed in after the latest sign-in)', () => {
    expect(compile(orderBy(accounts, '-LastLoginTime')).sql).toBe('"t"."last_login_time" DESC NULLS LAST, "t"."sys_user_id" DESC');
    expect(compile(orderBy(accounts, 'LastLoginTime')).sql).toBe('"t"."last_login_time" ASC, "t"."sys_user_id" ASC');
  });
});
