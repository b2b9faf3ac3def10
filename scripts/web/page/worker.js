// The worker that runs explore.wasm: one request at a time, { id, args, stdin } in,
// { id, status, stdout, stderr, svg, ms } out, and while it runs { id, progress } with the
// progress line a terminal would show (empty: cleared). The page cancels a run by terminating this
// worker and starting a fresh one (a wasm call cannot be interrupted otherwise), after raising
// the `stop` flag that comes with each request when it can.
"use strict";
let wasm = null;
// The page's cancel flag (an Int32Array on shared memory, or null where the page may not
// share memory): the module asks it at its progress points and traps once it is raised, so
// that a cancelled search ends within milliseconds rather than when Chromium ends the busy
// worker by force, about two seconds after the page asked.
let stop = null;
// The request running, whose progress lines go to the page as { id, progress }.
let running = null;
const imports = {
  explore: {
    cancelled: () => (stop !== null && Atomics.load(stop, 0) !== 0 ? 1 : 0),
    now: () => performance.now(),
    progress: (at, len) => {
      const text = new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, at, len).slice());
      postMessage({ id: running, progress: text });
    },
  },
};
const loaded = WebAssembly.instantiateStreaming(fetch("explore.wasm"), imports)
  .then(({ instance }) => {
    wasm = instance.exports;
    postMessage({ ready: true });
  })
  .catch((e) => postMessage({ ready: false, error: String(e) }));

function call(args, stdin) {
  const request = new TextEncoder().encode(args.map((a) => a + "\0").join("") + (stdin || ""));
  const at = wasm.input(request.length);
  new Uint8Array(wasm.memory.buffer, at, request.length).set(request);
  const len = wasm.run();
  const bytes = new Uint8Array(wasm.memory.buffer, wasm.output(), len);
  const [status, stdout, stderr, svg] = new TextDecoder().decode(bytes.slice()).split("\0");
  return { status: Number(status), stdout, stderr, svg };
}

onmessage = async (event) => {
  await loaded;
  const { id, args, stdin } = event.data;
  stop = event.data.stop || null;
  running = id;
  const started = performance.now();
  try {
    const answer = call(args, stdin);
    postMessage({ id, ...answer, ms: performance.now() - started });
  } catch (e) {
    // A trap (a bug): this instance's state is no longer trusted; the page starts a new worker.
    postMessage({ id, crashed: String(e) });
  }
};
