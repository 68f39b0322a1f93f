// Node's flags for the API server process: `npm start` (scripts/start.mjs) and the benches' targets.
//
// A young generation of 64 MB instead of V8's 16 MB. At a thousand calls a second the 16 MB
// filled every 50 ms, while each call's answer stayed alive some 30 ms: a quarter of it was
// copied at each scavenge (5 ms pauses) and promoted into the old space, which then needed a
// full collection every 2.5 s. The class grid at 50 connections: 1,430 calls/s with p99 70 ms,
// 1,690 calls/s with p99 47 ms with this flag (bench:teach). It costs up to 3 × 64 MB of memory.
export const serverNodeFlags = ['--max-semi-space-size=64'];
