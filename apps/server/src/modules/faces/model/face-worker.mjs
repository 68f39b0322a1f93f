// The face analysis' worker thread: loads the model once, then analyses one image at a time as
// the server sends them ({ id, pixels, width, height }), answering { id, faces, modelMs } or
// { id, error }. Descriptors go back as transferred buffers.

import { parentPort } from 'node:worker_threads';
import { analysePixels, createFaceModel } from './face-model.mjs';

const ready = createFaceModel();
ready.then(
  (model) => parentPort.postMessage({ ready: true, version: model.version, backend: model.backend }),
  (e) => parentPort.postMessage({ ready: false, error: e instanceof Error ? e.message : String(e) }),
);

parentPort.on('message', async ({ id, pixels, width, height }) => {
  try {
    const model = await ready;
    const { faces, modelMs } = await analysePixels(model, new Uint8Array(pixels), width, height);
    const transfer = faces.flatMap((f) => (f.descriptor ? [f.descriptor.buffer] : []));
    parentPort.postMessage({ id, faces, modelMs }, transfer);
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
