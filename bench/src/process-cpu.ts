import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  parentPid: number;
  command: string;
  cpuSeconds: number;
}

/** A /proc stat file's command, and its fields after it (the command may hold spaces). */
function readStatFile(file: string): { command: string; fields: string[] } {
  const stat = readFileSync(file, 'utf8');
  const close = stat.lastIndexOf(')');
  return {
    command: stat.slice(stat.indexOf('(') + 1, close),
    fields: stat.slice(close + 2).split(' '),
  };
}

/** User and system CPU ticks in stat fields, and (for a process) of the children it waited for. */
function ticksIn(fields: string[]): { own: number; waited: number } {
  return {
    own: Number(fields[11]) + Number(fields[12]),
    waited: Number(fields[13]) + Number(fields[14]),
  };
}

const ticksOf = (file: string) => ticksIn(readStatFile(file).fields);

function readStat(pid: number): ProcessStat | undefined {
  try {
    const { command, fields } = readStatFile(`/proc/${String(pid)}/stat`);
    // Field 4 of proc(5), the parent's pid, is the second after the command.
    const parentPid = Number(fields[1]);
    return { pid, parentPid, command, cpuSeconds: ticksIn(fields).own / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone, or not Linux
  }
}

/**
 * CPU seconds a process has used, split: its main thread (the API's event loop, the database
 * when it is PGlite, storing made media), its other threads (the media and content workers, V8's
 * helpers) and its children, counting what they waited for (the shells, each waiting for its
 * ffmpeg runs). Linux only.
 */
export function cpuSecondsOf(
  pid: number,
): { main: number; threads: number; children: number; total: number } | undefined {
  try {
    const tasks = readdirSync(`/proc/${String(pid)}/task`);
    const whole = ticksOf(`/proc/${String(pid)}/stat`);
    const main = ticksOf(`/proc/${String(pid)}/task/${String(pid)}/stat`).own;
    const children = tasks.flatMap((task) =>
      readFileSync(`/proc/${String(pid)}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean),
    );
    const childTicks =
      whole.waited +
      children.reduce((sum, child) => {
        const ticks = ticksOf(`/proc/${child}/stat`);
        return sum + ticks.own + ticks.waited;
      }, 0);
    return {
      main: main / TICKS_PER_SECOND,
      threads: (whole.own - main) / TICKS_PER_SECOND,
      children: childTicks / TICKS_PER_SECOND,
      total: (whole.own + childTicks) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds of this process's children that have ended (a load generator it ran), Linux only. */
export function endedChildrenCpuSeconds(): number {
  try {
    return ticksOf('/proc/self/stat').waited / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
}

/** CPU seconds so far of a process and its descendants, and of every PostgreSQL process. */
export function cpuSnapshot(rootPid: number): { server: number; postgres: number } {
  const processes = allProcesses();
  const tree = new Set([rootPid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const process of processes)
      if (tree.has(process.parentPid) && !tree.has(process.pid)) {
        tree.add(process.pid);
        grown = true;
      }
  }
  const sum = (list: ProcessStat[]) => list.reduce((total, one) => total + one.cpuSeconds, 0);
  return {
    server: sum(processes.filter((process) => tree.has(process.pid))),
    postgres: sum(processes.filter((process) => process.command === 'postgres')),
  };
}
