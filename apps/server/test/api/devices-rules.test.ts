import {
  api,
  Code,
  EQUIPMENT_STATE,
  EQUIPMENT_TYPE,
  messageConfig,
  resourceEndpoints,
  WARNING_LEVEL,
  WARNING_TYPE,
  warningMessageType,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuleOf } from '../../src/modules/alerts/rules.ts';
import { sweepDevices } from '../../src/modules/devices/sweep.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { ingest, readingsOf, register } from './devices-helpers.ts';

/**
 * The alert rules: a school's effective rule (alertRuleOf: the catalogue, the school's own
 * temperature threshold, its MessageConfig), what a MessageConfig and the catalogue refuse, and
 * the minute sweep (a silent device offline past its type's window, its DeviceOffline warning once
 * per silence, a LowBattery warning once per episode). Readings' evaluation: devices-telemetry.test.ts.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const device = (id: number) => server.db.selectFrom('equipment').selectAll().where('equipmentId', '=', id).executeTakeFirstOrThrow();

describe('the alert rules', () => {
  it('answers the effective rule: the catalogue, the school’s own temperature threshold, then its configuration', async () => {
    expect(await alertRuleOf(server.db, 2, WARNING_TYPE.Fever)).toMatchObject({
      enabled: true,
      level: WARNING_LEVEL.Warning,
      thresholds: { FeverC: 37.3 },
      channels: ['console'],
      quietHours: null,
      escalationMinutes: null,
    });
    await server.db.updateTable('schoolParameter').set({ temperatureThreshold: 37.6 }).where('schoolId', '=', 2).execute();
    await server.db
      .insertInto('schoolParameter')
      .values({ schoolId: 2, temperatureThreshold: 37.6 } as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect((await alertRuleOf(server.db, 2, WARNING_TYPE.Fever)).thresholds.FeverC).toBe(37.6);

    const park02 = await server.as('park02');
    const teacher = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    const added = await park02.call(resourceEndpoints(messageConfig).Add, {
      SchoolId: 2,
      Type: WARNING_TYPE.Fever,
      Enabled: true,
      Level: WARNING_LEVEL.Critical,
      FeverC: 37.8,
      RecipientPosts: ['1', '4'],
      RecipientTeacherIds: [teacher.teacherId],
      Channels: ['console', 'sms'],
      QuietFrom: '22:00',
      QuietTo: '07:00',
      EscalateMinutes: 10,
    } as never);
    expect(added.code, added.msg).toBe(Code.Success);
    expect(await alertRuleOf(server.db, 2, WARNING_TYPE.Fever)).toEqual({
      type: WARNING_TYPE.Fever,
      enabled: true,
      level: WARNING_LEVEL.Critical,
      thresholds: expect.objectContaining({ FeverC: 37.8, HeartRateLow: 60 }),
      recipients: { posts: [1, 4], teacherIds: [teacher.teacherId] },
      channels: ['console', 'sms'],
      quietHours: { from: '22:00', to: '07:00' },
      escalationMinutes: 10,
    });
  });

  it('refuses a threshold the type does not read, a range upside down, half quiet hours, a second rule of a type and another school’s staff', async () => {
    const park01 = await server.as('park01');
    const add = (over: Record<string, unknown>) =>
      park01.call(resourceEndpoints(messageConfig).Add, {
        SchoolId: 1,
        Type: WARNING_TYPE.HeartRate,
        Channels: ['console'],
        ...over,
      } as never);
    expect(await add({ FeverC: 38 })).toMatchObject({
      code: Code.InvalidInput,
      field: 'FeverC',
      msg: 'FeverC: does not apply to heart rate abnormal warnings',
    });
    expect(await add({ HeartRateLow: 90, HeartRateHigh: 80 })).toMatchObject({ code: Code.InvalidInput, field: 'HeartRateHigh' });
    expect(await add({ QuietFrom: '22:00' })).toMatchObject({ code: Code.InvalidInput, field: 'QuietTo' });
    expect(await add({ QuietFrom: '25:00', QuietTo: '07:00' })).toMatchObject({ code: Code.InvalidInput, field: 'QuietFrom' });
    const other = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    expect(await add({ RecipientTeacherIds: [other.teacherId] })).toMatchObject({ code: Code.NotFound, field: 'RecipientTeacherIds' });
    expect((await add({ Type: WARNING_TYPE.Fall })).code).toBe(Code.Success);
    expect(await add({ Type: WARNING_TYPE.Fall })).toMatchObject({ code: Code.Conflict });
    // The platform's catalogue: only its own thresholds, by the platform.
    const admin = await server.as('admin');
    const catalogue = resourceEndpoints(warningMessageType);
    const fever = await server.db
      .selectFrom('warningMessageType')
      .select('warningMessageTypeId')
      .where('type', '=', WARNING_TYPE.Fever)
      .executeTakeFirstOrThrow();
    expect(
      await admin.call(catalogue.Update, { WarningMessageTypeId: fever.warningMessageTypeId, BatteryPercent: 10 } as never),
    ).toMatchObject({ code: Code.InvalidInput, field: 'BatteryPercent' });
    expect((await park01.call(catalogue.SelectPage, { cur_page: 1, size: 20 } as never)).code).toBe(Code.NoPermission);
  });
});

describe('the minute sweep', () => {
  it('takes a silent device offline past its type’s window, warns once per silence, and warns once about a low battery', async () => {
    const b = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
    const seen = new Date(Date.now() - 2 * 60_000);
    await ingest(server, readingsOf(b, [{ Time: seen.toISOString(), Battery: 12 }]));
    expect(await device(b.EquipmentId)).toMatchObject({ state: EQUIPMENT_STATE.Online, battery: 12 });

    const now = new Date();
    const swept = await sweepDevices(server.db, now);
    expect(swept.lowBattery).toBeGreaterThanOrEqual(1);
    expect(await device(b.EquipmentId)).toMatchObject({ state: EQUIPMENT_STATE.Online });
    const low = await server.db
      .selectFrom('warningEvent')
      .selectAll()
      .where('equipmentId', '=', b.EquipmentId)
      .where('type', '=', WARNING_TYPE.LowBattery)
      .execute();
    expect(low).toMatchObject([{ value: '12', level: WARNING_LEVEL.Info }]);

    // Eleven minutes later (a bracelet's window is 10): offline; thirty after its last reading, the warning, once.
    await sweepDevices(server.db, new Date(seen.getTime() + 11 * 60_000));
    expect(await device(b.EquipmentId)).toMatchObject({ state: EQUIPMENT_STATE.Offline });
    expect(
      await server.db
        .selectFrom('warningEvent')
        .select('type')
        .where('equipmentId', '=', b.EquipmentId)
        .where('type', '=', WARNING_TYPE.DeviceOffline)
        .execute(),
    ).toEqual([]);
    await sweepDevices(server.db, new Date(seen.getTime() + 31 * 60_000));
    await sweepDevices(server.db, new Date(seen.getTime() + 32 * 60_000));
    const offline = await server.db
      .selectFrom('warningEvent')
      .selectAll()
      .where('equipmentId', '=', b.EquipmentId)
      .where('type', '=', WARNING_TYPE.DeviceOffline)
      .execute();
    expect(offline).toMatchObject([{ source: `Equipment:${b.EquipmentId}:${seen.getTime()}`, value: b.SerialNo }]);
    expect(
      await server.db
        .selectFrom('warningEvent')
        .select('type')
        .where('equipmentId', '=', b.EquipmentId)
        .where('type', '=', WARNING_TYPE.LowBattery)
        .execute(),
    ).toHaveLength(1);

    // Back: online again, logged.
    await ingest(server, readingsOf(b, [{ Battery: 90 }]));
    const history = await (await server.as('park01')).call(api.equipmentHistory, { EquipmentId: b.EquipmentId });
    expect(history.data.Changes.slice(0, 2).map((c) => [c.From, c.To])).toEqual([
      [EQUIPMENT_STATE.Offline, EQUIPMENT_STATE.Online],
      [EQUIPMENT_STATE.Online, EQUIPMENT_STATE.Offline],
    ]);
  });
});
