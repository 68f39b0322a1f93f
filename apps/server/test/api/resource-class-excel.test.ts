import { existsSync } from 'node:fs';
import path from 'node:path';
import { Code, api as contractApi } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { api, classCount, park, parkToken, server, useClassServer, year } from './resource-class-helpers.ts';
import { readSheet, uploadExcel, xlsx } from './resource-helpers.ts';

/** The resource engine's Excel actions on a real entity (Class on school_class), through the real server. */
useClassServer();

describe('Class: Export, ImportTemplate, ImportCheck, Import', () => {
  it('exports every row matching the filters, labels in the caller language, enum labels; audited', async () => {
    const zh = api.as(parkToken, 'zh-CN,zh;q=0.9,en;q=0.8');
    const res = await zh.exportFile({ Grade: 'junior', cur_page: 1, size: 1 });
    expect(res.code, res.msg).toBe(Code.Success);
    expect(res.data.FilePath).toMatch(/^\/exports\/[0-9a-f]{32}\.xlsx$/);
    const expected = await server.db
      .selectFrom('schoolClass')
      .selectAll()
      .where('schoolId', '=', 1)
      .where('grade', '=', 'junior')
      .orderBy('classId')
      .execute();
    expect(res.data.Rows).toBe(expected.length);
    const { rows, response } = await readSheet(server, res.data.FilePath);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(rows[0]).toEqual([
      '编号',
      '学校',
      '班级名称',
      '年级',
      '学年',
      '容量',
      '教室',
      '状态',
      '班主任',
      '任课教师',
      '在班人数',
      '创建时间',
    ]);
    expect(rows).toHaveLength(expected.length + 1);
    expect(rows[1]?.slice(0, 8)).toEqual([
      expected[0]?.classId,
      1,
      expected[0]?.className,
      '小班',
      year,
      expected[0]?.capacity,
      expected[0]?.room,
      '正常',
    ]);

    const en = await api.as(parkToken).exportFile({});
    const sheet = await readSheet(server, en.data.FilePath);
    expect(sheet.rows[0]?.[3]).toBe('Grade');
    expect(en.data.Rows).toBe(await classCount(1));
    const es = await api.as(parkToken, 'es').exportFile({ ClassName: '中一' });
    expect(es.data.Rows).toBe(1);
    expect((await readSheet(server, es.data.FilePath)).rows[1]?.[3]).toBe('Segundo curso');

    const audit = await server.db
      .selectFrom('auditLog')
      .selectAll()
      .where('event', '=', 'export')
      .orderBy('auditLogId', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.username).toBe('park01');
    expect(audit.detail).toMatchObject({ resource: 'Class', rows: 1, filters: { ClassName: '中一' } });
  });

  it('serves generated files for ten minutes only, and nothing else under /exports', async () => {
    const res = await park.exportFile({});
    const name = res.data.FilePath.split('/').pop() as string;
    const file = path.join(server.config.dataDir, 'exports', name);
    const auth = { headers: { authorization: `Bearer ${parkToken}` } };
    await server.db
      .updateTable('exportFile')
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where('token', '=', name.slice(0, 32))
      .execute();
    expect((await fetch(`${server.baseUrl}${res.data.FilePath}`, auth)).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect((await fetch(`${server.baseUrl}/exports/..%2F..%2Fetc%2Fpasswd`, auth)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/exports/${'0'.repeat(32)}.xlsx`, auth)).status).toBe(404);
  });

  it('ImportTemplate: labels (required marked) and the hidden row of field names', async () => {
    const res = await api.as(parkToken, 'en').template();
    expect(res.code).toBe(Code.Success);
    const { rows, hidden } = await readSheet(server, res.data.FilePath);
    expect(rows[0]).toEqual(['School *', 'Class name *', 'Grade *', 'Academic year *', 'Capacity', 'Room', 'State']);
    expect(rows[1]).toEqual(['SchoolId', 'ClassName', 'Grade', 'AcademicYear', 'Capacity', 'Room', 'State']);
    expect(hidden).toEqual([2]);
  });

  it('ImportCheck reports each bad row with its reason and writes nothing', async () => {
    const file = await xlsx([
      ['School', 'Class name', 'Grade', 'Academic year', 'Capacity', 'Room', 'State', 'ID'],
      [1, '导入一班', 'Junior', year, 20, '201', 'Active', 77],
      [1, '', '小班', year, 20, '', '', ''],
      [1, '导入二班', 'huge', year, 0, '', '', ''],
      [2, '导入三班', 'middle', year, 10, '', '', ''],
      [],
      [1, '导入一班', 'middle', year, 10, '', '', ''],
      [1, '小一班', 'junior', year, 10, '', '', ''],
      [1, '导入四班', 'Segundo curso', year, '', '', 'Disabled', ''],
    ]);
    const filePath = await uploadExcel(server, parkToken, file);
    const before = await classCount();
    const res = await park.check(filePath);
    expect(res.code, res.msg).toBe(Code.Success);
    expect(res.data.Total).toBe(7);
    expect(res.data.Written).toBe(0);
    expect(res.data.Errors).toEqual([
      { Row: 3, Field: 'ClassName', Message: 'name cannot be empty' },
      { Row: 4, Field: 'Grade', Message: 'must be one of nursery, junior, middle, senior' },
      { Row: 4, Field: 'Capacity', Message: 'cannot be empty and value greater than 0' },
      { Row: 5, Field: 'SchoolId', Message: 'school 2 does not exist' },
      { Row: 7, Field: 'ClassName', Message: 'a class with this name already exists in this school and academic year' },
      { Row: 8, Field: 'ClassName', Message: 'a class with this name already exists in this school and academic year' },
    ]);
    expect(res.data.Valid).toBe(2);
    expect(await classCount()).toBe(before);
    // Import answers the same report and writes nothing either: all or none.
    const imp = await park.import(filePath);
    expect(imp.data).toEqual({ ...res.data, Written: 0 });
    expect(await classCount()).toBe(before);
  });

  it('Import writes every row in one go, from a template filled in (any language) or an export', async () => {
    const before = await classCount(1);
    const tpl = await park.template();
    const { rows } = await readSheet(server, tpl.data.FilePath);
    const file = await xlsx([
      (rows[0] ?? []).map((h) => `${h}`.replace('Class name', '班级名称')),
      rows[1] ?? [],
      [1, '导入甲班', '小班', year, 18, '301', '正常'],
      [1, '导入乙班', 'Senior', year, null, null, null],
      [1, '导入丙班', 'nursery', year, '22', 'B2', 1],
    ]);
    const filePath = await uploadExcel(server, parkToken, file);
    const check = await park.check(filePath);
    expect(check.data).toEqual({ Total: 3, Valid: 3, Errors: [], Written: 0 });
    expect(await classCount(1)).toBe(before);
    const res = await park.import(filePath);
    expect(res.data).toEqual({ Total: 3, Valid: 3, Errors: [], Written: 3 });
    expect(await classCount(1)).toBe(before + 3);
    const rowsIn = await server.db.selectFrom('schoolClass').selectAll().where('className', 'like', '导入_班').orderBy('classId').execute();
    expect(rowsIn.map((r) => [r.className, r.grade, r.capacity, r.room, r.state])).toEqual([
      ['导入甲班', 'junior', 18, '301', 0],
      ['导入乙班', 'senior', 30, '', 0],
      ['导入丙班', 'nursery', 22, 'B2', 1],
    ]);
    expect(rowsIn.every((r) => r.createBy != null)).toBe(true);
    // Importing the same file again: every row is now a duplicate, nothing is written.
    const again = await park.import(filePath);
    expect(again.data.Written).toBe(0);
    expect(again.data.Errors).toHaveLength(3);
    expect(await classCount(1)).toBe(before + 3);
  });

  it('takes the school by its name within the caller scope, and dates as Excel writes them', async () => {
    const file = await xlsx([
      ['School', 'Class name', 'Grade', 'Academic year'],
      ['阳光幼儿园', '名称导入班', '中班', year],
      [' 阳光幼儿园 ', '名称导入二班', 'Middle', year],
      ['小星星双语幼儿园', '别校名称班', 'junior', year],
      ['没有这所幼儿园', '无校班', 'junior', year],
    ]);
    const filePath = await uploadExcel(server, parkToken, file);
    const before = await classCount();
    const res = await park.check(filePath);
    expect(res.data.Errors).toEqual([
      { Row: 4, Field: 'SchoolId', Message: 'no school named "小星星双语幼儿园" that you may use' },
      { Row: 5, Field: 'SchoolId', Message: 'no school named "没有这所幼儿园" that you may use' },
    ]);
    expect(res.data.Valid).toBe(2);
    expect(await classCount()).toBe(before);
  });

  it('refuses files that are not the caller own uploaded xlsx', async () => {
    const own = await uploadExcel(server, parkToken, await xlsx([['ClassName'], ['x']]));
    const other = api.as(await server.login('park02'));
    expect((await other.check(own)).code).toBe(Code.NotFound);
    for (const FilePath of ['/etc/passwd', '/uploads/../../etc/passwd', '/uploads/excel/../../../x.xlsx', 'excel/a.xlsx']) {
      const res = await park.check(FilePath);
      expect(res.code, FilePath).toBe(Code.InvalidInput);
    }
    const notXlsx = await uploadExcel(
      server,
      parkToken,
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
      'old.xls',
    );
    expect((await park.check(notXlsx)).msg).toContain('.xlsx');
    // A zip signature and nothing of a workbook is refused at upload already (upload.test.ts, files.test.ts).
    await expect(
      uploadExcel(server, parkToken, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)])),
    ).rejects.toThrow(/upload failed: 100001 file: the file is not a readable \.xlsx file/);
    const empty = await uploadExcel(server, parkToken, await xlsx([['School', 'Class name', 'Grade', 'Academic year'], []]));
    expect(await park.check(empty)).toMatchObject({ code: Code.InvalidInput, msg: 'FilePath: the file has no data rows' });
    const huge = [
      ['SchoolId', 'ClassName', 'Grade', 'AcademicYear'],
      ...Array.from({ length: 5001 }, (_, i) => [1, `班${i}`, 'junior', year]),
    ];
    const tooMany = await park.check(await uploadExcel(server, parkToken, await xlsx(huge)));
    expect(tooMany).toMatchObject({ code: Code.InvalidInput, msg: 'FilePath: at most 5000 rows can be imported at once' });
    const noColumn = await uploadExcel(server, parkToken, await xlsx([['Class name'], ['甲']]));
    const report = await park.check(noColumn);
    expect(report.data.Valid).toBe(0);
    expect(report.data.Errors.map((e) => e.Field)).toEqual(['SchoolId', 'Grade', 'AcademicYear']);
  });
});

describe('File/Progress: a long export or import says how far it is, to its maker only', () => {
  const progress = (token: string, ProgressKey: string) => server.client(token).call(contractApi.fileProgress, { ProgressKey });

  it('an export under a key ends with every row done; another account reads nothing under that key', async () => {
    const key = `export-${Date.now()}`;
    const res = await park.call<{ FilePath: string; Rows: number }>('Export', { ProgressKey: key });
    expect(res.code, res.msg).toBe(Code.Success);
    const mine = await progress(parkToken, key);
    expect(mine.data).toEqual({ Stage: 'export', Done: res.data.Rows, Total: res.data.Rows });
    expect((await progress(await server.login('park02'), key)).data).toBeNull();
    expect((await progress(parkToken, 'never-used-key')).data).toBeNull();
    // A key is a name of the caller's making, not any text.
    expect((await progress(parkToken, 'a b')).code).toBe(Code.InvalidInput);
    expect((await park.call('Export', { ProgressKey: 'x'.repeat(65) })).code).toBe(Code.InvalidInput);
  });

  it("an import's check and its writing report their rows", async () => {
    const file = await xlsx([
      ['SchoolId', 'ClassName', 'Grade', 'AcademicYear', 'Capacity'],
      [1, '进度甲班', 'junior', year, 20],
      [1, '进度乙班', 'junior', year, 20],
    ]);
    const filePath = await uploadExcel(server, parkToken, file);
    const key = `import-${Date.now()}`;
    const check = await park.call('ImportCheck', { FilePath: filePath, ProgressKey: key });
    expect(check.code, check.msg).toBe(Code.Success);
    expect((await progress(parkToken, key)).data).toEqual({ Stage: 'check', Done: 2, Total: 2 });
    const run = await park.call('Import', { FilePath: filePath, ProgressKey: key });
    expect(run.code, run.msg).toBe(Code.Success);
    expect((await progress(parkToken, key)).data).toEqual({ Stage: 'write', Done: 2, Total: 2 });
  });
});
