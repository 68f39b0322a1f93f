import { defineResource, IDENTITY_TYPE, ROLE_TYPE, salesperson, schoolClass, writeSchema } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { TRUE } from '../../src/db/frag.ts';
import type { Session } from '../../src/http/context.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { classBinding } from '../../src/modules/classes/class-binding.ts';
import { pageStatement } from '../../src/resource/engine.ts';
import { cellValue, languageOf, parseCell, presentRow } from '../../src/resource/present.ts';
import { and, bind, escapeLike, filterConditions, idSortDirection, nameGramIds, orderBy, scopeCondition } from '../../src/resource/sql.ts';
import { compile } from './compile-sql.ts';

// The engine's SQL pieces compiled (no database): identifiers from the definition only, values as parameters.

// The class's staff are a link table (its 'refs' field cannot bind without one).
const links = classBinding.links;
const cls = bind(schoolClass, { table: 'schoolClass', links, scope: { school: 'schoolId', class: 'classId' } });
/** The same with its name's grams kept (as the people's names are). */
const named = bind(schoolClass, { table: 'schoolClass', links, scope: { school: 'schoolId', class: 'classId' }, nameGrams: 'ClassName' });
const session = (over: Partial<Session>): Session => ({
  tokenHash: 'x',
  sysUserId: 7,
  username: 'u',
  sysRoleId: 3,
  roleValue: 0,
  roleType: ROLE_TYPE.ParkAdmin,
  identityType: IDENTITY_TYPE.School,
  identityId: 11,
  ...over,
});

describe('filters', () => {
  it('eq, like (escaped, ILIKE), range; empty values and unknown names add nothing', () => {
    const conds = filterConditions(cls, {
      Grade: 'junior',
      ClassName: '50%_off\\',
      Capacity_from: 10,
      Capacity_to: 20,
      Room: 'x',
      SchoolId: '',
    });
    const c = compile(and(conds));
    expect(c.sql).toBe(`("t"."class_name" ILIKE $1 ESCAPE '\\' AND "t"."grade" = $2 AND "t"."capacity" >= $3 AND "t"."capacity" <= $4)`);
    expect(c.params).toEqual(['%50\\%\\_off\\\\%', 'junior', 10, 20]);
    expect(compile(and([])).sql).toBe('true');
    expect(escapeLike('a%b_c\\')).toBe('a\\%b\\_c\\\\');
  });

  it('a name field with a name_grams index narrows by it first, then keeps the ILIKE matches; a one-gram search needs no ILIKE', () => {
    const c = compile(and(filterConditions(named, { ClassName: '王子涵' })));
    expect(c.sql).toBe(`("t"."class_name_grams" @> search_grams($1) AND "t"."class_name" ILIKE $2 ESCAPE '\\')`);
    expect(c.params).toEqual(['王子涵', '%王子涵%']);
    for (const one of ['子涵', 'z']) {
      const g = compile(and(filterConditions(named, { ClassName: one })));
      expect(g.sql).toBe('("t"."class_name_grams" @> ARRAY[substr(lower($1), 1, 2)])');
      expect(g.params).toEqual([one]);
    }
  });

  it('a short name search alone is answered from the gram rows, in the school scope; anything else narrowing the list is not', () => {
    const park = session({});
    const c = nameGramIds(named, park, { ClassName: '子涵' }, []);
    expect(c && compile(c).sql.replace(/\s+/g, ' ')).toBe(
      'SELECT "g"."id" FROM "school_class_gram" AS g WHERE "g"."gram" = substr(lower($1), 1, 2) AND "g"."school_id" IN (SELECT school_id FROM sys_user_school WHERE sys_user_id = $2)',
    );
    expect(c && compile(c).params).toEqual(['子涵', 7]);
    expect(
      nameGramIds(named, session({ roleType: ROLE_TYPE.Operator, identityType: IDENTITY_TYPE.Platform }), { ClassName: 'z' }, []),
    ).not.toBeNull();
    // A longer search needs ILIKE on the name; another filter, a hook's, a teacher's classes narrow the list.
    expect(nameGramIds(named, park, { ClassName: '王子涵' }, [])).toBeNull();
    expect(nameGramIds(named, park, { ClassName: '子涵', Grade: 'junior' }, [])).toBeNull();
    expect(nameGramIds(named, park, { ClassName: '子涵', Capacity_to: 20 }, [])).toBeNull();
    expect(nameGramIds(named, park, { ClassName: '子涵' }, [TRUE])).toBeNull();
    expect(nameGramIds(named, session({ roleType: ROLE_TYPE.Teacher }), { ClassName: '子涵' }, [])).toBeNull();
    expect(nameGramIds(cls, park, { ClassName: '子涵' }, [])).toBeNull();
    expect(() =>
      bind(schoolClass, { table: 'schoolClass', links, scope: { school: 'schoolId', class: 'classId' }, nameGrams: 'Grade' }),
    ).toThrow(/nameGrams names a 'like' field/);
  });

  it('tells a sort by the id alone and its direction (the default sort included)', () => {
    expect([idSortDirection(cls, 'ClassId'), idSortDirection(cls, '-ClassId'), idSortDirection(cls, undefined)]).toEqual([
      'ASC',
      'DESC',
      'ASC',
    ]);
    expect(idSortDirection(cls, '-Capacity')).toBeNull();
  });

  it('filter names that are not filters of the definition are ignored, values never reach the SQL text', () => {
    const c = compile(and(filterConditions(cls, { "Grade'; DROP TABLE x; --": 'y', AcademicYear: "2025'; --" })));
    expect(c.sql).toBe('("t"."academic_year" = $1)');
    expect(c.params).toEqual(["2025'; --"]);
  });
});

describe('the page statement', () => {
  it('writes the page size into the text and leaves the first page without OFFSET; refuses a size out of range', () => {
    const first = compile(pageStatement(cls, session({}), { cur_page: 1, size: 20 }));
    expect(first.sql).toMatch(/ LIMIT 20\) p ON true$/);
    expect(first.sql).not.toContain('OFFSET');
    const third = compile(pageStatement(cls, session({}), { cur_page: 3, size: 20 }));
    expect(third.sql).toMatch(/ LIMIT 20 OFFSET \$\d+\) p ON true$/);
    expect(third.params.at(-1)).toBe(40);
    for (const size of [0, 101, 2.5, Number.NaN]) expect(() => pageStatement(cls, session({}), { cur_page: 1, size })).toThrow(/page size/);
  });
});

describe('sort', () => {
  it('sortable fields or the id, asc or desc, the id breaking ties; default from the definition', () => {
    expect(compile(orderBy(cls, '-Capacity')).sql).toBe('"t"."capacity" DESC NULLS LAST, "t"."class_id" DESC');
    expect(compile(orderBy(cls, 'ClassName')).sql).toBe('"t"."class_name" ASC, "t"."class_id" ASC');
    expect(compile(orderBy(cls, undefined)).sql).toBe('"t"."class_id" ASC');
    expect(compile(orderBy(cls, '-ClassId')).sql).toBe('"t"."class_id" DESC');
  });

  it('refuses anything else with 100001', () => {
    for (const s of ['Room', 'class_name', 'ClassName; DROP TABLE school_class', 'Nope', '--ClassName']) {
      expect(() => orderBy(cls, s), s).toThrow(ApiError);
    }
  });
});

describe('scope', () => {
  it('platform sessions: no row condition; school sessions: their bound schools', () => {
    expect(compile(scopeCondition(cls, session({ roleValue: 1 }))).sql).toBe('true');
    expect(compile(scopeCondition(cls, session({ roleType: ROLE_TYPE.Operator, identityType: 1 }))).sql).toBe('true');
    const park = compile(scopeCondition(cls, session({})));
    expect(park.sql).toBe('"t"."school_id" IN (SELECT school_id FROM sys_user_school WHERE sys_user_id = $1)');
    expect(park.params).toEqual([7]);
  });

  it('teachers: the school scope and their classes; without a teacher identity, none', () => {
    const t = compile(scopeCondition(cls, session({ roleType: ROLE_TYPE.Teacher })));
    expect(t.sql).toContain('"t"."class_id" IN (SELECT ct.class_id FROM class_teacher ct WHERE ct.teacher_id = $2)');
    expect(t.params).toEqual([7, 11]);
    const none = compile(scopeCondition(cls, session({ roleType: ROLE_TYPE.Teacher, identityId: null })));
    expect(none.sql).toContain('WHERE false');
    // A 'school' entity ignores the class scope.
    const schoolOnly = bind({ ...schoolClass, scope: 'school' }, { table: 'schoolClass', links, scope: { school: 'schoolId' } });
    expect(compile(scopeCondition(schoolOnly, session({ roleType: ROLE_TYPE.Teacher }))).sql).not.toContain('class_teacher');
  });

  it('agent scope: platform all, an agent its own rows, anyone else none', () => {
    const def = defineResource({
      name: 'Lead',
      title: { zh: '线索', en: 'Leads', es: 'Pistas' },
      id: 'LeadId',
      menu: 'AgentManage',
      scope: 'agent',
      display: 'Name',
      actions: ['SelectPage'],
      fields: {
        Name: { kind: 'string', label: { zh: '名', en: 'Name', es: 'Nombre' } },
        AgentId: { kind: 'ref', ref: 'Agent', label: { zh: '代理商', en: 'Agent', es: 'Agente' } },
      },
    });
    const lead = bind(def, { table: 'agent', scope: { agent: 'agentId' } });
    expect(compile(scopeCondition(lead, session({ roleValue: 1 }))).sql).toBe('true');
    const agent = compile(scopeCondition(lead, session({ roleType: ROLE_TYPE.Agent, identityType: IDENTITY_TYPE.Agent, identityId: 5 })));
    expect(agent).toEqual({ sql: '"t"."agent_id" = $1', params: [5] });
    expect(compile(scopeCondition(lead, session({}))).sql).toBe('false');
  });

  it('sales scope: platform all, a sales account its own record and those it directs, anyone else none', () => {
    const team = bind(salesperson, { table: 'salesperson', scope: { director: 'directorId' } });
    expect(compile(scopeCondition(team, session({ roleValue: 1 }))).sql).toBe('true');
    const director = compile(
      scopeCondition(team, session({ roleType: ROLE_TYPE.RegionalDirector, identityType: IDENTITY_TYPE.Sales, identityId: 4 })),
    );
    expect(director).toEqual({ sql: '("t"."salesperson_id" = $1 OR "t"."director_id" = $2)', params: [4, 4] });
    expect(compile(scopeCondition(team, session({}))).sql).toBe('false');
    expect(() => bind(salesperson, { table: 'salesperson' })).toThrow(/binding.scope.director/);
  });

  it('refuses a binding that cannot apply its scope', () => {
    expect(() => bind(schoolClass, { table: 'schoolClass', links })).toThrow(/binding.scope.school/);
    expect(() => bind(schoolClass, { table: 'schoolClass', links, scope: { school: 'schoolId' } })).toThrow(/binding.scope.class/);
    expect(() => bind(schoolClass, { table: 'schoolClass', links, scope: { school: 'ownerSchool', class: 'classId' } })).toThrow(
      /neither a field/,
    );
    const derived = bind<typeof schoolClass, { OwnerSchool: number }>(schoolClass, {
      table: 'schoolClass',
      links,
      columns: { OwnerSchool: 'ownerSchool' },
      scope: { school: 'ownerSchool', class: 'classId' },
    });
    expect(derived.scopeNames).toEqual({ school: 'OwnerSchool', class: 'ClassId' });
  });
});

describe('values in and out', () => {
  it('picks the language from Accept-Language (zh, en, es), default en', () => {
    expect(languageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOf('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(languageOf('en;q=0, zh;q=0.1')).toBe('zh');
    expect(languageOf('')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('answers only defined fields, masks phones on request, times in ISO', () => {
    const row = {
      classId: 4,
      schoolId: 1,
      className: 'A',
      grade: 'junior',
      headTeacherId: 9,
      createBy: 3,
      createTime: new Date(0),
      updateTime: new Date(0),
    };
    const out = presentRow(cls, row, true);
    expect(out).not.toHaveProperty('CreateBy');
    expect(out).not.toHaveProperty('createBy');
    expect(out).toMatchObject({ ClassId: 4, ClassName: 'A', HeadTeacherId: 9, CreateTime: '1970-01-01T00:00:00.000Z' });
  });

  it('reads enum labels of any language and typed numbers back; writes labels', () => {
    const grade = schoolClass.fields.Grade;
    expect(parseCell(grade, '中班')).toBe('middle');
    expect(parseCell(grade, ' Segundo curso ')).toBe('middle');
    expect(parseCell(grade, 'MIDDLE')).toBe('middle');
    expect(parseCell(grade, 'other')).toBe('other');
    expect(parseCell(schoolClass.fields.State, 'Disabled')).toBe(1);
    expect(parseCell(schoolClass.fields.State, 0)).toBe(0);
    expect(parseCell(schoolClass.fields.Room, 101)).toBe('101');
    expect(parseCell(schoolClass.fields.Room, '   ')).toBeUndefined();
    expect(cellValue(grade, 'senior', 'zh')).toBe('大班');
    expect(cellValue(schoolClass.fields.State, 1, 'es')).toBe('Desactivado');
  });

  it('the contract schema answers the spec messages (the server trims before it, so a leading space only reaches the web)', () => {
    const add = writeSchema(schoolClass, 'add');
    const base = { SchoolId: 1, ClassName: 'A', Grade: 'junior', AcademicYear: '2025-2026' };
    const msg = (over: Record<string, unknown>) => {
      const r = add.safeParse({ ...base, ...over });
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(msg({ ClassName: ' x' })).toBe('the first character cannot be a space');
    expect(msg({ Capacity: 0 })).toBe('cannot be empty and value greater than 0');
    expect(msg({})).toBeNull();
  });
});
