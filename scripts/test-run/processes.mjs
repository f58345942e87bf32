// How the suite runs its commands: each step's output goes to its own log file (steps run side by side, so their
// output would interleave), and a step that fails prints the end of its log. A machine-wide CPU sampler tells how busy
// the cores were during each step (a step at 100 % beside another is waiting for a core, not for its own work).
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs `command args` with its output in `log`; resolves with its exit code. `env` adds to the environment.
 * The child gets its own process group, so a step that is stopped takes its children (servers, browsers) with it.
 */
export function runLogged(command, args, { cwd, env = {}, log }) {
  const out = openSync(log, 'w');
  const child = spawn(command, args, { cwd, stdio: ['ignore', out, out], env: { ...process.env, ...env }, detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      closeSync(out);
      process.removeListener('exit', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The last `lines` lines of a log file, for a failing step. */
export function logTail(log, lines = 300) {
  try {
    return readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The machine's CPU counters (/proc/stat's first line): busy and total jiffies; null where there is no /proc. */
export function cpuCounters() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU that was busy between two counter readings, in percent (null when unknown). */
export function busyPercent(from, to) {
  if (!from || !to || to.total === from.total) return null;
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total));
}

export const relative = (root, file) => path.relative(root, file);
