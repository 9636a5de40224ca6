import { getPriority, setPriority } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** Functions a worker runs: each takes one structured-cloneable input and returns a result. */
export type TaskTable = Record<string, (input: never) => unknown>;

type TaskName<T extends TaskTable> = Extract<keyof T, string>;

interface Request {
  id: number;
  task: string;
  input: unknown;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

interface Pending {
  request: Request;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export interface WorkerPool<T extends TaskTable> {
  /** Runs `task` on a free worker (queued until one is free) and resolves with its result. */
  run<K extends TaskName<T>>(
    task: K,
    input: Parameters<T[K]>[0],
  ): Promise<Awaited<ReturnType<T[K]>>>;
  /** Tasks handed to a worker so far, by name: how often the work was really done. */
  readonly started: Readonly<Partial<Record<TaskName<T>, number>>>;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module (see `serveTasks`). */
  url: URL;
  size: number;
  /** The module is TypeScript (running from sources): loaded through tsx. */
  isTypeScript?: boolean;
  /**
   * How much nicer (Unix nice) the workers run than the process (at most 19): background work
   * gives way to the threads answering requests. Linux only, where it is each thread's own, and
   * the programs a worker starts (ffmpeg) inherit it.
   */
  nice?: number;
}

/** What a worker is told when it starts (its `workerData`). */
interface WorkerSettings {
  nice: number;
}

/**
 * A worker running `url`. Node cannot load TypeScript by itself, and a worker does not inherit
 * the loader that Vitest or tsx give the main thread, so a TypeScript worker is imported
 * through tsx's API from a one-line bootstrap.
 */
function spawn(url: URL, isTypeScript: boolean, settings: WorkerSettings): Worker {
  if (!isTypeScript) return new Worker(url, { workerData: settings });
  const href = JSON.stringify(url.href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${href}, ${href}));`, {
    eval: true,
    workerData: settings,
  });
}

/**
 * A fixed number of worker threads, started when first needed, each running one task at a
 * time. An idle worker does not keep the process alive; a busy one does. A worker that dies
 * fails its task and is replaced by the next task that needs one.
 */
export function createWorkerPool<T extends TaskTable>(options: WorkerPoolOptions): WorkerPool<T> {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const queue: Pending[] = [];
  const started: Partial<Record<TaskName<T>, number>> = {};
  let nextId = 1;
  let isClosed = false;

  function startWorker(): Worker {
    const worker = spawn(options.url, options.isTypeScript ?? false, { nice: options.nice ?? 0 });
    worker.on('message', (reply: Reply) => {
      const pending = busy.get(worker);
      if (!pending || pending.request.id !== reply.id) return;
      busy.delete(worker);
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(new Error(reply.error));
      release(worker);
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
    });
    worker.on('exit', () => {
      const pending = busy.get(worker);
      busy.delete(worker);
      pending?.reject(new Error('the worker stopped before finishing its task'));
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      dispatch();
    });
    return worker;
  }

  function release(worker: Worker): void {
    worker.unref();
    idle.push(worker);
    dispatch();
  }

  function dispatch(): void {
    while (!isClosed && queue.length) {
      const worker = idle.pop() ?? (busy.size < options.size ? startWorker() : undefined);
      if (!worker) return;
      const pending = queue.shift();
      if (!pending) return;
      busy.set(worker, pending);
      const task = pending.request.task as TaskName<T>;
      started[task] = (started[task] ?? 0) + 1;
      worker.ref();
      worker.postMessage(pending.request);
    }
  }

  return {
    run(task, input) {
      if (isClosed) return Promise.reject(new Error('the worker pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({
          request: { id: nextId++, task, input },
          resolve: resolve as (result: unknown) => void,
          reject,
        });
        dispatch();
      });
    },
    started,
    async close() {
      isClosed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('the worker pool is closed'));
      await Promise.all([...idle.splice(0), ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}

/** The worker's side: answers the pool's requests by running the named task. */
export function serveTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const { nice } = (workerData ?? { nice: 0 }) as WorkerSettings;
  // On Linux, 0 is this thread only (which starts at its creator's nice), set before it starts
  // any program; elsewhere it would be the whole process, so it is left alone.
  if (nice && process.platform === 'linux') setPriority(0, Math.min(19, getPriority(0) + nice));
  port.on('message', (request: Request) => {
    const task = tasks[request.task];
    const reply = (message: Reply) => {
      port.postMessage(message);
    };
    Promise.resolve()
      .then(() => {
        if (!task) throw new Error(`no task named ${request.task}`);
        return task(request.input as never);
      })
      .then(
        (result) => {
          reply({ id: request.id, ok: true, result });
        },
        (error: unknown) => {
          reply({
            id: request.id,
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        },
      );
  });
}
