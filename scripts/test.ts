/**
 * `npm test`: two lanes at once, so that neither leaves a core idle. Lane one: lint, type check,
 * config check, the unit/property/server files, then a few browser files (BROWSER_AFTER_UNIT) against
 * a server of their own. Lane two: the other browser files, one after another (vitest.config.ts says
 * why not two workers). The browser lane's output streams; the first lane's is kept and printed as
 * one block per step when it ends (and at once if it fails), so the two do not interleave line by
 * line. Exits non-zero when either lane fails. `npm run test:unit` / `npm run test:browser` run one
 * project whole.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  args: string[];
}

/**
 * Browser files the first lane runs once its unit files are done. The unit files end about halfway
 * through the browser files, and one browser file at a time keeps only about one and a half cores
 * busy, so without these the first lane would sit idle while the browser lane still has most of its
 * work ahead. Which files sit here is chosen so that both lanes end together: when the lanes' end
 * times (printed as "at N min" after each step) drift apart in a whole `npm test`, move a file of
 * about the gap's size from the longer lane to the shorter one.
 */
const BROWSER_AFTER_UNIT = [
  'tests/browser/a11y.test.ts',
  'tests/browser/i18nPages.test.ts',
  'tests/browser/hostile.test.ts',
  'tests/browser/sites.test.ts',
  'tests/browser/popoverPlacement.test.ts',
  'tests/browser/keyboardJourneys.test.ts',
  'tests/browser/perf.test.ts',
  'tests/browser/fleet.test.ts',
  'tests/browser/ops.test.ts',
  'tests/browser/opsTranslations.test.ts',
];

const CHECKS: Step[] = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'check-configs', args: ['run', 'check-configs'] },
  { name: 'unit', args: ['run', 'test:unit'] },
  { name: 'browser, after the unit files', args: ['run', 'test:browser', '--', ...BROWSER_AFTER_UNIT] },
];
const BROWSER: Step = { name: 'browser', args: ['run', 'test:browser', '--', ...BROWSER_AFTER_UNIT.flatMap((f) => ['--exclude', f])] };

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

async function browserLane(): Promise<boolean> {
  const { code, output } = await run(BROWSER, true);
  process.stdout.write(`\n===== browser (${code === 0 ? 'passed' : `FAILED, exit ${code}`}, at ${minutes()}) =====\n`);
  if (code !== 0) failures.push({ step: BROWSER.name, digest: digest(output) });
  return code === 0;
}

const [checks, browser] = await Promise.all([checksLane(), browserLane()]);
for (const f of failures) process.stdout.write(`\n===== what failed in "${f.step}" (told again) =====\n${f.digest}\n`);
process.stdout.write(
  `\nnpm test: checks and unit ${checks ? 'passed' : 'FAILED'}, browser ${browser ? 'passed' : 'FAILED'} (${minutes()})\n`,
);
process.exit(checks && browser ? 0 : 1);
