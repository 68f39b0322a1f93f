import {
  type ApiClient,
  api,
  Code,
  createApiClient,
  type Envelope,
  GRADE_OPTIONS,
  LEAVE_KIND,
  leave,
  md5Hex,
  messageCatalog,
  schoolClass,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { demoSchoolIds, fixtureClass, pastMonth } from './attendance-helpers.ts';
import { type Report, resourceApi, uploadExcel, xlsx } from './resource-helpers.ts';

/**
 * The server's refusals in the caller's language (README "Messages and languages"): the same
 * refusals asked in zh and es hold no English word (ids, dates and the formats they are written in
 * aside), and in en they are word for word what the API has always said.
 */
let server: TestServer;
let token: string;
let child: number;
let school1: number;
const month = pastMonth();
const day = `${month}-10`;
type Lang = 'zh' | 'en' | 'es';

/** Words an answer in zh or es may hold: the format of dates, and the grades' stored values (an import names them). */
const ALLOWED = new Set(['YYYY', ...GRADE_OPTIONS.map((o) => o.value)]);
const words = (text: string) => text.match(/[\p{L}]{4,}/gu) ?? [];
/** English words: those of the catalog's English texts that no Spanish text uses. */
const spanish = new Set(Object.values(messageCatalog.es).flatMap(words));
const english = new Set(
  Object.values(messageCatalog.en)
    .flatMap(words)
    .filter((w) => !spanish.has(w)),
);
/** The English in an answer: in zh, any Latin word; in es, an English word of the catalog. */
const englishWords = (text: string, lang: 'zh' | 'es') =>
  words(text).filter((w) => !ALLOWED.has(w) && (lang === 'zh' ? /^[A-Za-z]+$/.test(w) : english.has(w)));

const clientIn = (lang: Lang, withToken = true): ApiClient =>
  createApiClient({
    baseUrl: server.baseUrl,
    appCode: server.config.appCode,
    appKey: server.config.appKey,
    getToken: () => (withToken ? token : null),
    getLanguage: () => lang,
  });

const sick = (over: Record<string, unknown> = {}) => ({
  StudentId: child,
  Kind: LEAVE_KIND.Sick,
  StartDate: day,
  EndDate: day,
  Reason: '发烧',
  Symptoms: ['fever'],
  ...over,
});

/** One representative refusal of each kind, made in a language. */
const refusals: Record<string, (lang: Lang) => Promise<Envelope<unknown>>> = {
  signIn: (lang) =>
    clientIn(lang, false).call(api.passwordLogin, { Username: 'park01', Password: md5Hex('wrong-password'), ClientType: 1 } as never),
  sickLeaveWithoutSymptoms: (lang) =>
    resourceApi(server, leave)
      .as(token, lang)
      .add(sick({ Symptoms: [] })),
  zodValidation: (lang) =>
    resourceApi(server, leave)
      .as(token, lang)
      .add(sick({ StudentId: 'abc' })),
  notFound: (lang) => clientIn(lang).call(api.leaveCancel, { LeaveId: 999_999_999 }),
  outOfScope: (lang) =>
    resourceApi(server, leave)
      .as(token, lang)
      .add(sick({ StudentId: 999_999_999 })),
  conflict: (lang) => resourceApi(server, leave).as(token, lang).add(sick()),
  schemaRule: (lang) => clientIn(lang).call(api.leaveAudit, { LeaveId: 1, Approved: false, AuditRemark: '' }),
};

const ENGLISH: Record<string, { code: number; msg: string; field?: string }> = {
  signIn: { code: Code.InvalidInput, msg: 'wrong username or password' },
  sickLeaveWithoutSymptoms: { code: Code.InvalidInput, msg: 'Symptoms: required when kind is sick leave', field: 'Symptoms' },
  zodValidation: { code: Code.InvalidInput, msg: 'StudentId: must be a positive whole number (an id)', field: 'StudentId' },
  notFound: { code: Code.NotFound, msg: 'Leave: record not found' },
  outOfScope: { code: Code.NotFound, msg: 'StudentId: child 999999999 does not exist', field: 'StudentId' },
  conflict: { code: Code.Conflict, msg: `StartDate: the child already has a leave from ${day} to ${day}`, field: 'StartDate' },
  schemaRule: { code: Code.InvalidInput, msg: 'AuditRemark: a rejection needs a remark', field: 'AuditRemark' },
};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('park01');
  [school1] = (await demoSchoolIds(server)) as [number];
  const fixture = await fixtureClass(server, school1, { children: 1 });
  child = fixture.studentIds[0] as number;
  // The leave the conflict overlaps.
  expect((await resourceApi(server, leave).as(token).add(sick())).code).toBe(Code.Success);
});
afterAll(() => server?.close());

describe('refusals in the caller’s language', () => {
  it('in en: word for word what the API has always answered, the field named', async () => {
    for (const [name, make] of Object.entries(refusals)) {
      const res = await make('en');
      expect({ name, code: res.code, msg: res.msg, field: res.field }).toEqual({ name, ...ENGLISH[name] });
    }
  });

  for (const lang of ['zh', 'es'] as const) {
    it(`in ${lang}: the same refusals, with no English word and the same field`, async () => {
      for (const [name, make] of Object.entries(refusals)) {
        const res = await make(lang);
        const en = ENGLISH[name];
        expect({ name, code: res.code, field: res.field }).toEqual({ name, code: en?.code, field: en?.field });
        expect({ name, msg: res.msg, english: englishWords(res.msg, lang) }).toMatchObject({ name, english: [] });
        expect(res.msg).not.toBe(en?.msg);
      }
    });
  }

  it('answers zh labels and es words in the message itself', async () => {
    expect((await refusals.sickLeaveWithoutSymptoms?.('zh'))?.msg).toBe('症状：当类型为病假时必填');
    expect((await refusals.signIn?.('es'))?.msg).toBe('usuario o contraseña incorrectos');
  });

  it('words an import check’s row errors in the caller’s language', async () => {
    const year = Number(month.slice(0, 4));
    const file = await xlsx([
      ['SchoolId', 'ClassName', 'Grade', 'AcademicYear'],
      [school1, '', 'junior', year],
      [school1, '新班', 'no-such-grade', year],
      ['没有这所学校', '新班二', 'junior', year],
    ]);
    const check = async (lang: Lang) => {
      const filePath = await uploadExcel(server, token, file);
      const res = await resourceApi(server, schoolClass).as(token, lang).check(filePath);
      expect(res.code).toBe(Code.Success);
      return (res.data as Report).Errors;
    };
    const en = await check('en');
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en.map((e) => e.Message).join(' | ')).toMatch(/[A-Za-z]{4,}/);
    for (const lang of ['zh', 'es'] as const) {
      const errors = await check(lang);
      expect(errors.map((e) => [e.Row, e.Field])).toEqual(en.map((e) => [e.Row, e.Field]));
      for (const e of errors) expect({ ...e, english: englishWords(e.Message, lang) }).toMatchObject({ english: [] });
    }
  });
});
