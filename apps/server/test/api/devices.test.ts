import {
  api,
  BOUND_TYPE,
  Code,
  EQUIPMENT_STATE,
  EQUIPMENT_TYPE,
  equipment,
  messageConfig,
  NO_SMART_CENTRE_MESSAGE,
  radar,
  resourceEndpoints,
  STATE_CHANGE_REASON,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { bind, childOf, register } from './devices-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Equipment (/Ai EquipmentSet and its views): registering with a secret answered once, the
 * state rules, binding (within the school, as the type allows, one bracelet per child), the
 * secret's rotation and the history; the scope (another school's device is missing) and the
 * schools without the smart centre (park03: every call refused).
 */
let server: TestServer;
let devices: ReturnType<typeof resourceApi<typeof equipment.fields>>;
let park01: ReturnType<typeof devices.as>;
let park02: ReturnType<typeof devices.as>;

beforeAll(async () => {
  server = await startTestServer();
  devices = resourceApi(server, equipment);
  park01 = devices.as(await server.login('park01'));
  park02 = devices.as(await server.login('park02'));
});
afterAll(() => server?.close());

const row = (id: number) => server.db.selectFrom('equipment').selectAll().where('equipmentId', '=', id).executeTakeFirstOrThrow();

describe('registering a device', () => {
  it('answers a secret once, keeps only its hash, and never answers it again', async () => {
    const added = await park01.add({ SchoolId: 1, SerialNo: 'REG-0001', Type: EQUIPMENT_TYPE.Bracelet, Model: 'B2' });
    expect(added.code, added.msg).toBe(Code.Success);
    const { EquipmentId, Secret } = added.data as unknown as { EquipmentId: number; Secret: string };
    expect(Secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await row(EquipmentId);
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(Secret);
    expect(stored.state).toBe(EQUIPMENT_STATE.Offline);
    const detail = await park01.detail(EquipmentId);
    const page = await park01.page({ SerialNo: 'REG-0001' });
    expect(JSON.stringify([detail, page])).not.toContain(Secret);
    expect(detail.data).not.toHaveProperty('Secret');

    const rotated = await (await server.as('park01')).call(api.equipmentRotateSecret, { EquipmentId });
    expect(rotated.code).toBe(Code.Success);
    expect(rotated.data.Secret).not.toBe(Secret);
    expect((await row(EquipmentId)).secretHash).not.toBe(stored.secretHash);
  });

  it('refuses a serial number already registered (any school), one a topic cannot carry, and camera settings on another type', async () => {
    await park01.add({ SchoolId: 1, SerialNo: 'DUP-0001', Type: EQUIPMENT_TYPE.Camera });
    const again = await park02.add({ SchoolId: 2, SerialNo: 'DUP-0001', Type: EQUIPMENT_TYPE.Camera });
    expect(again).toMatchObject({ code: Code.Conflict, msg: 'SerialNo: this serial number is already registered' });
    const slash = await park01.add({ SchoolId: 1, SerialNo: 'a/b', Type: EQUIPMENT_TYPE.Camera });
    expect(slash).toMatchObject({ code: Code.InvalidInput, field: 'SerialNo' });
    const stream = await park01.add({ SchoolId: 1, SerialNo: 'BR-STREAM', Type: EQUIPMENT_TYPE.Bracelet, StreamUrl: 'rtsp://x/1' });
    expect(stream).toMatchObject({
      code: Code.InvalidInput,
      field: 'StreamUrl',
      msg: 'StreamUrl: only a camera has a stream and analysis hours',
    });
    const cam = await park01.add({
      SchoolId: 1,
      SerialNo: 'CAM-OK-1',
      Type: EQUIPMENT_TYPE.Camera,
      StreamUrl: 'rtsp://10.0.0.5/live',
      AnalysisEnabled: true,
      AnalysisFrom: '08:00',
    });
    expect(cam).toMatchObject({ code: Code.InvalidInput, field: 'AnalysisTo' });
    const camOk = await park01.add({
      SchoolId: 1,
      SerialNo: 'CAM-OK-2',
      Type: EQUIPMENT_TYPE.Camera,
      StreamUrl: 'rtsp://10.0.0.5/live',
      AnalysisEnabled: true,
      AnalysisFrom: '08:00',
      AnalysisTo: '17:30',
    });
    expect(camOk.code, camOk.msg).toBe(Code.Success);
  });

  it('changes the state by hand only to retire a device or bring it back, and logs each change', async () => {
    const d = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Radar });
    expect(await park01.update({ EquipmentId: d.EquipmentId, State: EQUIPMENT_STATE.Online })).toMatchObject({
      code: Code.InvalidInput,
      field: 'State',
    });
    expect((await park01.update({ EquipmentId: d.EquipmentId, State: EQUIPMENT_STATE.Retired })).code).toBe(Code.Success);
    expect((await park01.update({ EquipmentId: d.EquipmentId, State: EQUIPMENT_STATE.Fault })).code).toBe(Code.InvalidInput);
    expect((await park01.update({ EquipmentId: d.EquipmentId, State: EQUIPMENT_STATE.Offline })).code).toBe(Code.Success);
    const history = await (await server.as('park01')).call(api.equipmentHistory, { EquipmentId: d.EquipmentId });
    expect(history.data.Changes.map((c) => [c.From, c.To, c.Reason])).toEqual([
      [EQUIPMENT_STATE.Retired, EQUIPMENT_STATE.Offline, STATE_CHANGE_REASON.Manual],
      [EQUIPMENT_STATE.Offline, EQUIPMENT_STATE.Retired, STATE_CHANGE_REASON.Manual],
    ]);
  });
});

describe('binding', () => {
  it('binds a bracelet to a child (its class follows) or a staff member; a child wears one bracelet', async () => {
    const child = await childOf(server, 1);
    const a = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
    const b = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
    await bind(server, 'park01', a.EquipmentId, BOUND_TYPE.Student, child.studentId);
    expect(await row(a.EquipmentId)).toMatchObject({ boundType: BOUND_TYPE.Student, boundId: child.studentId, classId: child.classId });
    expect((await park01.detail(a.EquipmentId)).data).toMatchObject({ BoundName: child.name, BoundType: BOUND_TYPE.Student });

    const client = await server.as('park01');
    const second = await client.call(api.equipmentBind, {
      EquipmentId: b.EquipmentId,
      BoundType: BOUND_TYPE.Student,
      BoundId: child.studentId,
    });
    expect(second).toMatchObject({
      code: Code.Conflict,
      field: 'BoundId',
      msg: `BoundId: ${child.name} already wears bracelet ${a.SerialNo}`,
    });

    // Retired, the first frees the child; brought back, it finds the child taken.
    expect((await park01.update({ EquipmentId: a.EquipmentId, State: EQUIPMENT_STATE.Retired })).code).toBe(Code.Success);
    await bind(server, 'park01', b.EquipmentId, BOUND_TYPE.Student, child.studentId);
    const back = await park01.update({ EquipmentId: a.EquipmentId, State: EQUIPMENT_STATE.Offline });
    expect(back).toMatchObject({ code: Code.Conflict, field: 'State' });
    expect((await client.call(api.equipmentBind, { EquipmentId: a.EquipmentId, BoundType: BOUND_TYPE.Teacher, BoundId: 1 })).code).toBe(
      Code.InvalidInput,
    );

    const teacher = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 1).executeTakeFirstOrThrow();
    await bind(server, 'park01', b.EquipmentId, BOUND_TYPE.Teacher, teacher.teacherId);
    expect(await row(b.EquipmentId)).toMatchObject({ boundType: BOUND_TYPE.Teacher, boundId: teacher.teacherId, classId: null });
    expect((await client.call(api.equipmentUnbind, { EquipmentId: b.EquipmentId })).code).toBe(Code.Success);
    expect(await row(b.EquipmentId)).toMatchObject({ boundType: null, boundId: null, classId: null });
  });

  it('binds only as the type allows and only within the device’s school (another school’s child is missing)', async () => {
    const client = await server.as('park01');
    const cam = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Camera });
    const child = await childOf(server, 1);
    const asChild = await client.call(api.equipmentBind, {
      EquipmentId: cam.EquipmentId,
      BoundType: BOUND_TYPE.Student,
      BoundId: child.studentId,
    });
    expect(asChild).toMatchObject({ code: Code.InvalidInput, field: 'BoundType', msg: 'BoundType: a camera cannot be bound to a child' });
    const room = await client.call(api.equipmentBind, { EquipmentId: cam.EquipmentId, BoundType: BOUND_TYPE.Room, BoundId: child.classId });
    expect(room.code, room.msg).toBe(Code.Success);
    expect(await row(cam.EquipmentId)).toMatchObject({ classId: child.classId, boundType: BOUND_TYPE.Room });

    const bracelet = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
    const other = await childOf(server, 2);
    const foreign = await client.call(api.equipmentBind, {
      EquipmentId: bracelet.EquipmentId,
      BoundType: BOUND_TYPE.Student,
      BoundId: other.studentId,
    });
    const missing = await client.call(api.equipmentBind, {
      EquipmentId: bracelet.EquipmentId,
      BoundType: BOUND_TYPE.Student,
      BoundId: 999_999,
    });
    expect(foreign).toMatchObject({ code: Code.NotFound, field: 'BoundId' });
    expect(foreign.msg.replace(String(other.studentId), 'N')).toBe(missing.msg.replace('999999', 'N'));
    const otherRoom = await client.call(api.equipmentBind, {
      EquipmentId: cam.EquipmentId,
      BoundType: BOUND_TYPE.Room,
      BoundId: other.classId,
    });
    expect(otherRoom).toMatchObject({ code: Code.NotFound, field: 'BoundId' });
  });
});

describe('scope', () => {
  it('answers another school’s device exactly as a missing one (100004), for every call', async () => {
    const theirs = await register(server, 'park02', { SchoolId: 2, Type: EQUIPMENT_TYPE.Thermometer });
    const client = await server.as('park01');
    const answers = [
      await park01.detail(theirs.EquipmentId),
      await park01.update({ EquipmentId: theirs.EquipmentId, Location: 'x' }),
      await park01.remove({ EquipmentId: theirs.EquipmentId }),
      await client.call(api.equipmentRotateSecret, { EquipmentId: theirs.EquipmentId }),
      await client.call(api.equipmentHistory, { EquipmentId: theirs.EquipmentId }),
      await client.call(api.equipmentUnbind, { EquipmentId: theirs.EquipmentId }),
    ];
    for (const a of answers) expect(a.code).toBe(Code.NotFound);
    const missing = await client.call(api.equipmentHistory, { EquipmentId: 9_999_999 });
    expect(answers[4]?.msg.replace(String(theirs.EquipmentId), 'N')).toBe(missing.msg.replace('9999999', 'N'));
    expect((await park01.page({ SerialNo: theirs.SerialNo })).data.total).toBe(0);
    const adding = await park01.add({ SchoolId: 2, SerialNo: 'X-OTHER-SCHOOL', Type: EQUIPMENT_TYPE.Camera });
    expect(adding.code).toBe(Code.NotFound);
  });

  it('refuses every device call of park03 (contract type 6: no smart centre) with 100003', async () => {
    const park03 = await server.as('park03');
    const theirs = await server.db.selectFrom('equipment').select('equipmentId').where('schoolId', '=', 3).executeTakeFirstOrThrow();
    const ep = resourceEndpoints(equipment);
    const id = { EquipmentId: theirs.equipmentId };
    const answers = [
      await park03.call(ep.SelectPage, { cur_page: 1, size: 10 } as never),
      await park03.call(ep.GetDetail, id as never),
      await park03.call(ep.Add, { SchoolId: 3, SerialNo: 'P3-X', Type: EQUIPMENT_TYPE.Camera } as never),
      await park03.call(ep.Update, { ...id, Location: 'x' } as never),
      await park03.call(ep.Delete, id as never),
      await park03.call(ep.Export, {} as never),
      await park03.call(api.equipmentBind, { ...id, BoundType: BOUND_TYPE.Room, BoundId: 1 }),
      await park03.call(api.equipmentUnbind, id),
      await park03.call(api.equipmentRotateSecret, id),
      await park03.call(api.equipmentHistory, id),
      await park03.call(api.telemetryStats, {}),
      await park03.call(resourceEndpoints(radar).SelectPage, { cur_page: 1, size: 10 } as never),
      await park03.call(resourceEndpoints(messageConfig).SelectPage, { cur_page: 1, size: 10 } as never),
      await park03.call(resourceEndpoints(messageConfig).Add, { SchoolId: 3, Type: 1, Channels: ['console'] } as never),
    ];
    for (const a of answers) expect(a).toMatchObject({ code: Code.NoPermission, msg: NO_SMART_CENTRE_MESSAGE });
  });

  it('refuses a teacher (no /Ai grant) by the grant', async () => {
    const teacher = await server.as('teacher01');
    expect(await teacher.call(api.equipmentHistory, { EquipmentId: 1 })).toMatchObject({
      code: Code.NoPermission,
      msg: 'no permission: EquipmentSet (view)',
    });
  });
});
