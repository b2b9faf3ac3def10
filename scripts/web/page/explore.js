// The page's side of the worker: run(args, stdin) resolves to what `explore ARGS…` prints
// (status, stdout, stderr, svg). One run at a time; cancel() raises the worker's stop flag
// (when the page may share memory), terminates the worker and starts a new one;
// onBusy(seconds or null, progress) tells the page how long the current run has taken and its
// last progress line (what a terminal would show; empty when it has none yet).
let worker = null;
let ready = null;
let pending = null;
let nextId = 1;
let ticker = null;
let busyListener = () => {};
// Raised on cancel, shared with the worker (worker.js) where the page is cross-origin
// isolated; elsewhere null, and the worker is only terminated.
let stop = null;

function spawn() {
  worker = new Worker("worker.js");
  stop = self.crossOriginIsolated ? new Int32Array(new SharedArrayBuffer(4)) : null;
  ready = new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      if (event.data.ready === true) {
        worker.onmessage = answered;
        resolve();
      } else if (event.data.ready === false) {
        reject(new Error(event.data.error));
      }
    };
  });
}

function answered(event) {
  const job = pending;
  if (!job || job.id !== event.data.id) return;
  if (event.data.progress !== undefined) {
    job.progress = event.data.progress;
    return;
  }
  pending = null;
  clearInterval(ticker);
  busyListener(null);
  if (event.data.crashed) {
    restart();
    job.reject(new Error("internal error: " + event.data.crashed));
  } else {
    job.resolve(event.data);
  }
}

function restart() {
  worker.terminate();
  spawn();
}

export function whenReady() {
  return ready;
}

export function onBusy(listener) {
  busyListener = listener;
}

export async function run(args, stdin = "") {
  if (pending) cancel();
  await ready;
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const job = { id, resolve, reject, progress: "" };
    pending = job;
    const started = performance.now();
    ticker = setInterval(
      () => busyListener((performance.now() - started) / 1000, job.progress),
      100,
    );
    worker.postMessage({ id, args, stdin, stop });
  });
}

export function cancel() {
  if (!pending) return;
  const job = pending;
  pending = null;
  clearInterval(ticker);
  busyListener(null);
  if (stop) Atomics.store(stop, 0, 1);
  restart();
  job.reject(new Error("cancelled"));
}

spawn();
