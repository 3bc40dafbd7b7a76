/**
 * `npm test`: two lanes at once, so that neither leaves a core idle. Lane one runs lint, the type
 * check, the config check and the unit project (vitest's own workers), then joins lane two on the
 * browser files as two lanes of its own (a browser lane waits on its pages about half the time).
 * All the browser lanes take files from one queue, in the order vitest's sequencer gives (slowest known first, else the largest), each lane one file at a time against a server of
 * its own (scripts/testLane.ts): a new browser file is picked up by itself, and the lanes end
 * together whatever the files' sizes. A lane takes a few small files in one go (they then share a
 * worker and its imports) and a large one alone, so the last files handed out are small. Each
 * step's and each hand-out's output is printed as one block when it ends; what failed is told again
 * at the end. Exits non-zero when anything failed. Arguments are vitest filters
 * (`npm test -- tests/browser/footer`), handed to both projects. `npm run test:unit` /
 * `npm run test:browser` run one project whole.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import type { LaneMessage, ParentMessage } from './testLaneMessages.ts';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** What failed, told again at the very end, where a log cut to its tail still shows it. */
const failures: { step: string; digest: string }[] = [];
const FAILURE_SECTION = /Failed (?:Suites|Tests) \d+/;
/** Vitest's own list of failures when it printed one; otherwise (lint, type check) the output's last lines. */
function digest(output: string): string {
  const lines = output.split('\n');
  const from = lines.findIndex((l) => FAILURE_SECTION.test(l));
  return (from >= 0 ? lines.slice(from) : lines.slice(-60)).slice(0, 200).join('\n');
}

/** Collects a child's output, to be printed as one block. */
function collect(child: ChildProcess): { take(): string } {
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return {
    take() {
      const out = output;
      output = '';
      return out;
    },
  };
}

/** Runs one npm script and prints its output as one block when it ends. */
function step(name: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const output = collect(child);
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      const out = output.take();
      process.stdout.write(`\n===== ${name} (${exit === 0 ? 'passed' : `FAILED, exit ${exit}`}, at ${minutes()}) =====\n${out}\n`);
      if (exit !== 0) failures.push({ step: name, digest: digest(out) });
      resolve(exit === 0);
    });
  });
}

/** The browser files not yet handed to a lane, with their sizes; set by the first lane that lists them. */
let queue: { file: string; bytes: number }[] | null = null;
/**
 * Hands out files up to a twenty-fourth of all the browser files' bytes (size is the one measure a
 * clean clone has) and at most a quarter of what is left: the large files one by one, the small
 * ones a few at a time, single small files again at the very end.
 */
let totalBytes = 0;
function takeFiles(): string[] {
  if (!queue?.length) return [];
  const budget = Math.min(totalBytes / 24, queue.reduce((sum, f) => sum + f.bytes, 0) / 4);
  const taken: string[] = [];
  for (let bytes = 0; queue.length > 0 && (taken.length === 0 || bytes + queue[0]!.bytes <= budget); ) {
    const next = queue.shift()!;
    bytes += next.bytes;
    taken.push(next.file);
  }
  return taken;
}
let browserFailed = false;
/** Resolves once a lane has run its first browser file: its global setup built the app when stale. */
let setUp: () => void = () => undefined;
const browserSetUp = new Promise<void>((resolve) => {
  setUp = resolve;
});

/** One browser lane: a vitest instance of the browser project fed one file at a time from the queue. */
function browserLane(name: string): Promise<void> {
  return new Promise((resolve) => {
    const child = fork(new URL('./testLane.ts', import.meta.url).pathname, filters, {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env,
      execArgv: ['--import', 'tsx'],
    });
    const output = collect(child);
    let holding: string[] = [];
    let closed = false;
    const names = (files: string[]) => files.map((f) => relative(root, f)).join(', ');
    child.on('message', (message: LaneMessage) => {
      if (message.type === 'files' && queue === null) {
        queue = message.files.map((file) => ({ file, bytes: statSync(file).size }));
        totalBytes = queue.reduce((sum, f) => sum + f.bytes, 0);
      } else if (message.type === 'files') return;
      else if (message.type === 'next') {
        holding = takeFiles();
        if (holding.length) process.stdout.write(`[${name}] ${names(holding)} started at ${minutes()}\n`);
        child.send({ files: holding } satisfies ParentMessage);
      } else if (message.type === 'ran') {
        holding = [];
        setUp();
        const files = names(message.files);
        const verdict = message.failures.length ? `FAILED, ${message.failures.length} failures` : 'passed';
        process.stdout.write(`\n===== [${name}] ${files} (${verdict}, at ${minutes()}) =====\n${output.take()}\n`);
        if (message.failures.length) {
          browserFailed = true;
          failures.push({ step: `browser ${files}`, digest: message.failures.join('\n') });
        }
      } else closed = true;
    });
    child.on('exit', (code, signal) => {
      const out = output.take();
      if (out.trim()) process.stdout.write(`\n===== [${name}] closing =====\n${out}\n`);
      if (!closed || (code !== 0 && !browserFailed)) {
        browserFailed = true;
        const what = holding.length ? `while running ${names(holding)}` : 'outside a test file';
        failures.push({ step: `browser ${name}`, digest: `the lane exited (${signal ?? `exit ${code}`}) ${what}\n${digest(out)}` });
      }
      setUp();
      resolve();
    });
  });
}

async function laneOne(): Promise<boolean> {
  for (const [name, script] of [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
    ['check-configs', 'check-configs'],
  ] as const) {
    if (!(await step(name, ['run', script]))) return false;
  }
  const unit = await step('unit', ['run', 'test:unit', '--', ...(filters.length ? ['--passWithNoTests', ...filters] : [])]);
  // Joins the browser files once lane two's global setup has built the app (two builds into one
  // folder at once would spoil it), unless none is left by then.
  await browserSetUp;
  // Two lanes from here on: a browser lane spends about half its time waiting on its pages (the
  // browser project alone, one file at a time, kept about half of the two cores busy).
  if (queue === null || queue.length > 0) await Promise.all([browserLane('browser lane 1'), browserLane('browser lane 3')]);
  return unit;
}

const [checksAndUnit] = await Promise.all([laneOne(), browserLane('browser lane 2')]);
for (const f of failures) process.stdout.write(`\n===== what failed in "${f.step}" (told again) =====\n${f.digest}\n`);
process.stdout.write(
  `\nnpm test: checks and unit ${checksAndUnit ? 'passed' : 'FAILED'}, browser ${browserFailed ? 'FAILED' : 'passed'} (${minutes()})\n`,
);
process.exit(checksAndUnit && !browserFailed ? 0 : 1);
