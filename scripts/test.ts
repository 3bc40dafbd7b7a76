/**
 * `npm test`: the checks (lint, type check, config check) one after another beside one `vitest run`
 * of both projects, which schedules every test file itself (vitest.config.ts: one pool, browser files
 * first, each worker with a server of its own). Vitest's output streams; the checks' is kept and
 * printed as one block per step when it ends, so the two do not interleave line by line. What failed
 * is told again at the end. Exits non-zero when either fails. `npm run test:unit` /
 * `npm run test:browser` run one project whole.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  args: string[];
}

const CHECKS: Step[] = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'check-configs', args: ['run', 'check-configs'] },
];
const TESTS: Step = { name: 'tests', args: ['exec', '--', 'vitest', 'run'] };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** Runs one npm script; its output streams as well (`live`) or is only handed back when it ends. */
function run(step: Step, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      if (live) process.stdout.write(c);
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
      if (live) process.stderr.write(c);
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** What failed, told again at the very end, where a log cut to its tail still shows it. */
const failures: { step: string; digest: string }[] = [];
const FAILURE_SECTION = /Failed (?:Suites|Tests) \d+/;
/** Vitest's own list of failures when it printed one; otherwise (lint, type check) the output's last lines. */
function digest(output: string): string {
  const lines = output.split('\n');
  const from = lines.findIndex((l) => FAILURE_SECTION.test(l));
  return (from >= 0 ? lines.slice(from) : lines.slice(-60)).slice(0, 200).join('\n');
}

async function checksLane(): Promise<boolean> {
  for (const step of CHECKS) {
    const { code, output } = await run(step, false);
    process.stdout.write(`\n===== ${step.name} (${code === 0 ? 'passed' : `FAILED, exit ${code}`}, at ${minutes()}) =====\n${output}\n`);
    if (code !== 0) {
      failures.push({ step: step.name, digest: digest(output) });
      return false;
    }
  }
  return true;
}

async function testsLane(): Promise<boolean> {
  const { code, output } = await run(TESTS, true);
  process.stdout.write(`\n===== tests (${code === 0 ? 'passed' : `FAILED, exit ${code}`}, at ${minutes()}) =====\n`);
  if (code !== 0) failures.push({ step: TESTS.name, digest: digest(output) });
  return code === 0;
}

const [checks, tests] = await Promise.all([checksLane(), testsLane()]);
for (const f of failures) process.stdout.write(`\n===== what failed in "${f.step}" (told again) =====\n${f.digest}\n`);
process.stdout.write(
  `\nnpm test: checks ${checks ? 'passed' : 'FAILED'}, unit and browser tests ${tests ? 'passed' : 'FAILED'} (${minutes()})\n`,
);
process.exit(checks && tests ? 0 : 1);
