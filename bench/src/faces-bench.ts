/**
 * Face analysis of a classroom snapshot of 30 faces (composed from the model package's own
 * face-match screenshot: faces of 50–80 px on a 1920 × 1080 image, as a ceiling camera sees a
 * class) through the server's pipeline — analyseSnapshot: decoding, the queue, the worker
 * thread, the tiled detection and each face's analysis, matching against the school's library of
 * the 30 children, the emotion log rows and the distress check in one transaction — next to the
 * model's own time on the same image in the same run (the same detection and analysis called
 * directly on a model loaded in this process, no worker, no database). Prints per round and the
 * medians, the faces found by each (target: all 30) and what the pipeline adds (target ≤ 20 %).
 * BENCH_ROUNDS (default 3); BENCH_DATABASE_URL or TEST_DATABASE_URL, an admin URL of a PostgreSQL.
 * Not a test: it asserts nothing.
 */
import { FACE_CONSENT_STATE, FACE_PERSON } from '@kc/contract';
import sharp from 'sharp';
import { createDb, migrate } from '../../apps/server/src/db/index.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { descriptorBytes } from '../../apps/server/src/modules/faces/descriptors.ts';
import { analyseSnapshot } from '../../apps/server/src/modules/faces/index.ts';
import { analysePixels, createFaceModel } from '../../apps/server/src/modules/faces/model/face-model.mjs';
import { classroom, GALLERY_FACES } from '../../apps/server/test/api/face-fixtures.ts';
import { rounds, withBenchDatabase } from './lib.ts';

const FACES = 30;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (v: number) => `${Math.round(v)} ms`;

await withBenchDatabase('faces', async (url) => {
  const db = createDb(url, 4);
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const { image } = await classroom(GALLERY_FACES.slice(0, FACES));
    const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });

    const loadStart = performance.now();
    const model = await createFaceModel();
    console.log(
      `model: Human ${model.version}, tfjs ${model.tfjs}, backend ${model.backend}; loaded in ${ms(performance.now() - loadStart)}`,
    );

    // A class of 30 children, each consented and in the library with the descriptor of their face.
    const first = await analysePixels(model, new Uint8Array(data), info.width, info.height);
    const school = await db.selectFrom('school').select('schoolId').orderBy('schoolId').executeTakeFirstOrThrow();
    const { classId } = await db
      .insertInto('schoolClass')
      .values({ schoolId: school.schoolId, className: 'Bench class', grade: 'middle', academicYear: '2026-2027', capacity: 40 })
      .returning('classId')
      .executeTakeFirstOrThrow();
    for (const [i, face] of first.faces.entries()) {
      if (!face.descriptor) continue;
      const { studentId } = await db
        .insertInto('student')
        .values({
          schoolId: school.schoolId,
          classId,
          studentName: `Bench ${i + 1}`,
          status: 2,
          enrolDate: '2026-09-01',
          birthday: '2022-03-01',
        })
        .returning('studentId')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('faceConsent')
        .values({ schoolId: school.schoolId, studentId, givenBy: 'Bench', givenTime: new Date(), state: FACE_CONSENT_STATE.Given })
        .execute();
      await db
        .insertInto('faceSet')
        .values({
          schoolId: school.schoolId,
          personType: FACE_PERSON.Child,
          studentId,
          personName: `Bench ${i + 1}`,
          photo: '/uploads/image/bench.jpg',
          descriptor: descriptorBytes(face.descriptor),
          faceScore: face.score,
        })
        .execute();
    }
    // The worker's first image loads its model: not counted.
    await analyseSnapshot(db, school.schoolId, classId, image);

    const bare: number[] = [];
    const pipeline: number[] = [];
    const workerModel: number[] = [];
    let bareFound = 0;
    let pipelineFound = 0;
    let recognised = 0;
    for (let r = 1; r <= rounds; r++) {
      const b = await analysePixels(model, new Uint8Array(data), info.width, info.height);
      bare.push(b.modelMs);
      bareFound = b.faces.length;
      const start = performance.now();
      const p = await analyseSnapshot(db, school.schoolId, classId, image);
      pipeline.push(performance.now() - start);
      workerModel.push(p.ModelMs);
      pipelineFound = p.Faces.length;
      recognised = p.Faces.filter((f) => f.StudentId != null).length;
      console.log(
        `round ${r}: model ${ms(b.modelMs)} (${b.faces.length} faces) | pipeline ${ms(pipeline.at(-1) ?? 0)} (${p.Faces.length} faces, ${recognised} recognised; its model ${ms(p.ModelMs)})`,
      );
    }
    const m = median(bare);
    const p = median(pipeline);
    console.log('');
    console.log(
      `faces in the image: ${FACES}; found by the model: ${bareFound}, by the pipeline: ${pipelineFound} (${recognised} recognised)`,
    );
    console.log(
      `per snapshot (median of ${rounds}): model ${ms(m)}, pipeline ${ms(p)} (of which the worker's model ${ms(median(workerModel))})`,
    );
    console.log(`the pipeline adds ${(((p - m) / m) * 100).toFixed(1)} % to the model's own time (target ≤ 20 %)`);
    const w = median(workerModel);
    console.log(`beside its own model time in the same call: ${ms(p - w)} (${(((p - w) / w) * 100).toFixed(1)} %)`);
  } finally {
    await db.destroy();
  }
});
