import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  parentPid: number;
  command: string;
  cpuSeconds: number;
}

function readStat(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The command is in parentheses and may hold spaces: fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields 4 (ppid), 14 (utime) and 15 (stime) of proc(5), counted from after the command.
    const parentPid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, parentPid, command, cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone, or not Linux
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
