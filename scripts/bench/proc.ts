import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Readings from /proc for a server process: its resident memory and the CPU time it has used. */

let ticksPerSecond: number | undefined;
/** Clock ticks per second, the unit of /proc's CPU times. */
export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Resident memory in MB (VmRSS), or undefined once the process is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s*(\d+)\s*kB/m)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** User + system CPU seconds used so far by every thread of the process (0 if unreadable). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return 0;
  }
}

export const mb = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)} MB`);

/**
 * Jiffies one CPU spent running processes (any process, and steal) and in all, from /proc/stat.
 * Interrupt and softirq time is left out: loopback TCP for the bench's own traffic is handled there.
 */
export function coreTimes(cpu: number): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').match(new RegExp(`^cpu${cpu} (.+)$`, 'm'))?.[1] ?? '';
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    const busy = user + nice + system + steal;
    return { busy, total: busy + idle + iowait + irq + softirq };
  } catch {
    return { busy: 0, total: 0 };
  }
}
