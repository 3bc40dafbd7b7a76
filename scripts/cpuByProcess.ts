/**
 * Runs a command and prints the CPU its whole process tree spent, by kind of process:
 * `npx tsx scripts/cpuByProcess.ts nice -n 19 npx vitest run --project browser tests/browser/x.test.ts`.
 * `/usr/bin/time` counts only processes their parents wait for, which leaves out Chromium's
 * renderers (forked by its zygote); this reads every descendant's CPU from /proc while it runs
 * (Linux only; a process that lives less than a sample apart can be missed).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const SAMPLE_MS = 200;
const TICKS_PER_SECOND = 100;

/** What a process is, from its command line when first seen. */
export function kindOf(cmdline: string): string {
  if (/chrom(e|ium)/.test(cmdline)) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1];
    return `chromium ${type ?? 'browser'}`;
  }
  if (cmdline.includes('server/main.ts')) return 'test server';
  if (cmdline.includes('vitest')) return 'vitest';
  return 'other';
}

interface Stat {
  ppid: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
  /** Start time, so a reused pid is another process. */
  started: string;
}

function readStat(pid: string): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), started: fields[19] ?? '' };
  } catch {
    return null; // gone between the listing and the read
  }
}

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/cpuByProcess.ts COMMAND [ARGS...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit' });
const kinds = new Map<string, string>();
const ticks = new Map<string, number>();

function sample() {
  const stats = new Map<number, Stat>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readStat(pid);
    if (stat) stats.set(Number(pid), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  const stack = [child.pid!];
  while (stack.length) {
    const pid = stack.pop()!;
    const stat = stats.get(pid);
    if (stat) {
      const key = `${pid}@${stat.started}`;
      if (!kinds.has(key)) kinds.set(key, pid === child.pid ? 'other' : kindOf(cmdlineOf(pid)));
      ticks.set(key, stat.ticks);
    }
    stack.push(...(children.get(pid) ?? []));
  }
}

const timer = setInterval(sample, SAMPLE_MS);
sample();
child.on('exit', (code, signal) => {
  clearInterval(timer);
  const byKind = new Map<string, number>();
  for (const [key, t] of ticks) byKind.set(kinds.get(key)!, (byKind.get(kinds.get(key)!) ?? 0) + t / TICKS_PER_SECOND);
  const rows = [...byKind].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, s]) => sum + s, 0);
  console.error(`CPU-s by process: ${rows.map(([k, s]) => `${k} ${s.toFixed(1)}`).join(', ')}; total ${total.toFixed(1)}`);
  process.exit(code ?? (signal ? 1 : 0));
});
