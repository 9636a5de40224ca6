import type { Runtime } from '../runtime.js';

export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  /** Whether the command needs the database (and so the embedded database's lock). */
  needsRuntime: boolean;
  run(args: string[], runtime: Runtime | undefined): Promise<void>;
}

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function requireRuntime(runtime: Runtime | undefined): Runtime {
  if (!runtime) throw new Error('this command needs the database');
  return runtime;
}
