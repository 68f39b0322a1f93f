/**
 * The device simulator (`npm run simulate -- --school 1 --devices 200`): registers, or reuses,
 * `--devices` devices of a school through the console's API (as park01 unless --user), binds
 * them — bracelets and diaper sensors to children, the others to the classes' rooms — and
 * publishes realistic readings over MQTT to the running server's broker, a few abnormal (fevers,
 * racing hearts, wet diapers, falls, draining batteries), so a person can watch the smart centre
 * work: the records lists, the devices' states and history, the warnings. Ctrl-C stops it.
 *
 * Options: --school (1), --devices (200), --every (seconds between a device's readings, 5),
 * --abnormal (share of abnormal readings, 0.02), --user / --password (park01 / Demo@123456),
 * --url (the console, http://127.0.0.1:$PORT), --mqtt (MQTT_URL, else the embedded broker on
 * $MQTT_PORT). The secrets the server answered are kept in $DATA_DIR/simulator/school-N.json, so
 * a second run reuses the devices (a device whose secret was lost gets a new one).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  api,
  BOUND_TYPE,
  CLIENT_TYPE_PC,
  createApiClient,
  EQUIPMENT_TYPE,
  type EquipmentType,
  equipment,
  md5Hex,
  type ResourceEndpoints,
  resourceEndpoints,
  schoolClass,
  student,
  type TelemetryReading,
  telemetryTopic,
} from '@kc/contract';
import mqtt from 'mqtt';
import { loadConfig } from '../../apps/server/src/config.ts';

const { values: opt } = parseArgs({
  options: {
    school: { type: 'string', default: '1' },
    devices: { type: 'string', default: '200' },
    every: { type: 'string', default: '5' },
    abnormal: { type: 'string', default: '0.02' },
    user: { type: 'string', default: 'park01' },
    password: { type: 'string', default: 'Demo@123456' },
    url: { type: 'string' },
    mqtt: { type: 'string' },
  },
});
const config = loadConfig();
const schoolId = Number(opt.school);
const count = Number(opt.devices);
const everyMs = Number(opt.every) * 1000;
const abnormal = Number(opt.abnormal);
const baseUrl = opt.url ?? `http://127.0.0.1:${config.port}`;
const mqttUrl = opt.mqtt ?? config.mqttUrl ?? `mqtt://127.0.0.1:${config.mqttPort}`;

/** The mix of a school's devices: mostly bracelets, then diaper sensors, thermometers, radars, cameras, speech recorders, face terminals. */
const MIX: [EquipmentType, string, number][] = [
  [EQUIPMENT_TYPE.Bracelet, 'BR', 0.45],
  [EQUIPMENT_TYPE.DiaperSensor, 'DP', 0.15],
  [EQUIPMENT_TYPE.Thermometer, 'TH', 0.1],
  [EQUIPMENT_TYPE.Radar, 'RD', 0.1],
  [EQUIPMENT_TYPE.Camera, 'CM', 0.1],
  [EQUIPMENT_TYPE.SpeechRecorder, 'SP', 0.05],
  [EQUIPMENT_TYPE.FaceTerminal, 'FT', 0.05],
];

interface SimDevice {
  id: number;
  serial: string;
  type: EquipmentType;
  secret: string;
  classId: number | null;
  battery: number;
  steps: number;
  next: number;
}

const client = createApiClient({ baseUrl, appCode: config.appCode, appKey: config.appKey });
const login = await client.call(api.passwordLogin, { Username: opt.user, Password: md5Hex(opt.password), ClientType: CLIENT_TYPE_PC });
if (login.code !== 100000) throw new Error(`sign-in of ${opt.user} at ${baseUrl}: ${login.code} ${login.msg}`);
const park = createApiClient({ baseUrl, appCode: config.appCode, appKey: config.appKey, getToken: () => login.data.token });

/** Every record of a resource's SelectPage under these filters. */
async function all<T>(endpoint: ResourceEndpoints['SelectPage'], filters: object) {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const r = await park.call(endpoint, { ...filters, cur_page: page, size: 100 } as never);
    if (r.code !== 100000) throw new Error(`${endpoint.path}: ${r.code} ${r.msg}`);
    const data = r.data as { list: T[]; total: number };
    rows.push(...data.list);
    if (rows.length >= data.total || data.list.length === 0) return rows;
  }
}

const children = await all<{ StudentId: number; ClassId: number | null }>(resourceEndpoints(student).SelectPage, { SchoolId: schoolId });
const classes = await all<{ ClassId: number }>(resourceEndpoints(schoolClass).SelectPage, { SchoolId: schoolId });
const kidsOf = new Map<number, number[]>();
for (const c of children) if (c.ClassId != null) kidsOf.set(c.ClassId, [...(kidsOf.get(c.ClassId) ?? []), c.StudentId]);
const existing = new Map(
  (
    await all<{ EquipmentId: number; SerialNo: string; BoundType: number | null; ClassId: number | null }>(
      resourceEndpoints(equipment).SelectPage,
      {
        SchoolId: schoolId,
        SerialNo: `SIM-${schoolId}-`,
      },
    )
  ).map((d) => [d.SerialNo, d]),
);

const secretsFile = path.join(config.dataDir, 'simulator', `school-${schoolId}.json`);
let secrets: Record<string, string> = {};
try {
  secrets = JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>;
} catch {
  secrets = {};
}

const devices: SimDevice[] = [];
let room = 0;
let child = 0;
for (const [type, code, share] of MIX) {
  const n = type === EQUIPMENT_TYPE.Bracelet ? count - Math.round(count * (1 - share)) : Math.round(count * share);
  for (let i = 1; i <= n && devices.length < count; i++) {
    const serial = `SIM-${schoolId}-${code}-${i}`;
    let known = existing.get(serial);
    if (!known) {
      const added = await park.call(resourceEndpoints(equipment).Add, {
        SchoolId: schoolId,
        SerialNo: serial,
        Type: type,
        Model: 'SIM-1',
        Location: `模拟 ${code}`,
      } as never);
      if (added.code !== 100000) throw new Error(`registering ${serial}: ${added.code} ${added.msg}`);
      const a = added.data as { EquipmentId: number; Secret: string };
      secrets[serial] = a.Secret;
      known = { EquipmentId: a.EquipmentId, SerialNo: serial, BoundType: null, ClassId: null };
    } else if (!secrets[serial]) {
      const rotated = await park.call(api.equipmentRotateSecret, { EquipmentId: known.EquipmentId });
      if (rotated.code !== 100000) throw new Error(`a new secret for ${serial}: ${rotated.code} ${rotated.msg}`);
      secrets[serial] = rotated.data.Secret;
    }
    let classId = known.ClassId;
    if (known.BoundType == null) {
      // Bracelets and diaper sensors on children (a child wears one bracelet: the next one free), the others in the rooms.
      const onChild = type === EQUIPMENT_TYPE.Bracelet || type === EQUIPMENT_TYPE.DiaperSensor;
      for (let tries = 0; tries < (onChild ? children.length : classes.length); tries++) {
        const target = onChild ? children[child++ % children.length] : undefined;
        const roomOf = onChild ? undefined : classes[room++ % classes.length];
        const bound = await park.call(api.equipmentBind, {
          EquipmentId: known.EquipmentId,
          BoundType: onChild ? BOUND_TYPE.Student : BOUND_TYPE.Room,
          BoundId: onChild ? (target?.StudentId as number) : (roomOf?.ClassId as number),
        });
        if (bound.code === 100000) {
          classId = onChild ? (target?.ClassId ?? null) : (roomOf?.ClassId ?? null);
          break;
        }
      }
    }
    devices.push({
      id: known.EquipmentId,
      serial,
      type,
      secret: secrets[serial] as string,
      classId,
      battery: 15 + Math.random() * 85,
      steps: 0,
      next: Date.now() + Math.random() * everyMs,
    });
  }
}
mkdirSync(path.dirname(secretsFile), { recursive: true });
writeFileSync(secretsFile, JSON.stringify(secrets, null, 2));

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const round1 = (v: number) => Math.round(v * 10) / 10;

/** A device's next reading: normal most of the time, abnormal `--abnormal` of the time. */
function readingOf(d: SimDevice): TelemetryReading {
  const odd = Math.random() < abnormal;
  d.battery = Math.max(1, d.battery - rand(0, 0.05));
  const base = { Time: new Date().toISOString(), Battery: Math.round(d.battery), Firmware: '1.4.2' };
  switch (d.type) {
    case EQUIPMENT_TYPE.Bracelet:
      d.steps += Math.round(rand(0, 30));
      return {
        ...base,
        HeartRate: Math.round(odd ? rand(172, 195) : rand(85, 125)),
        Steps: d.steps,
        SkinTemperature: round1(rand(35.8, 36.6)),
        Worn: true,
      };
    case EQUIPMENT_TYPE.DiaperSensor:
      return { ...base, Wet: odd || Math.random() < 0.01 };
    case EQUIPMENT_TYPE.Thermometer: {
      const kids = d.classId == null ? [] : (kidsOf.get(d.classId) ?? []);
      const kid = kids[Math.floor(Math.random() * kids.length)];
      return kid == null ? base : { ...base, Temperature: round1(odd ? rand(37.6, 39.2) : rand(36.2, 37.0)), StudentId: kid };
    }
    case EQUIPMENT_TYPE.Radar:
      return { ...base, Presence: true, BreathingRate: Math.round(rand(18, 26)), Fall: odd && Math.random() < 0.3 };
    default:
      return base;
  }
}

const broker = await mqtt.connectAsync(mqttUrl, { clientId: `kc-simulator-${schoolId}-${process.pid}` });
console.log(
  `simulating ${devices.length} devices of school ${schoolId}: a reading every ${opt.every} s each, on ${mqttUrl} (Ctrl-C stops)`,
);
let published = 0;
const tick = setInterval(() => {
  const now = Date.now();
  for (const d of devices) {
    if (d.next > now) continue;
    d.next = now + everyMs * rand(0.8, 1.2);
    published++;
    void broker.publishAsync(telemetryTopic(schoolId, d.type, d.serial), JSON.stringify({ Secret: d.secret, ...readingOf(d) }), { qos: 1 });
  }
}, 100);
const report = setInterval(async () => {
  const s = await park.call(api.telemetryStats, {});
  const t = s.data;
  console.log(
    `published ${published}; today (UTC): written ${t?.Accepted}, without a child ${t?.Unassigned}, malformed ${t?.Malformed}, unknown ${t?.UnknownDevice}`,
  );
}, 10_000);
process.on('SIGINT', () => {
  clearInterval(tick);
  clearInterval(report);
  void broker.endAsync().then(() => process.exit(0));
});
