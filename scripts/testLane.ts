/**
 * One browser lane of `npm test` (scripts/test.ts): a vitest instance of the browser project that
 * runs the files its parent hands it against the one server its global setup started. It tells
 * the parent every file of the project in the order vitest's own sequencer puts them (slowest
 * known first, else the largest), asks for more when free, and reports each failed test when the
 * files it was handed have run. The files of one hand-out share a worker (the project's
 * `isolate: false`), so the modules they import are loaded once. Arguments are vitest filters, as
 * `npm test -- FILTER` passes them.
 */
import type { TestModule } from 'vitest/node';
import { createVitest } from 'vitest/node';
import type { LaneMessage, ParentMessage } from './testLaneMessages.ts';

const send = (message: LaneMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
const firstLine = (e: unknown) => String((e as Error)?.message ?? e).split('\n')[0];

/** Each failed test (or a file that failed to load) as `file > test: first line of the error`. */
function failuresOf(module: TestModule): string[] {
  const file = module.relativeModuleId;
  const own = module.errors().map((e) => `${file}: ${firstLine(e)}`);
  const tests = [...module.children.allTests('failed')].map(
    (t) => `${file} > ${t.fullName}: ${firstLine(t.result().errors?.[0] ?? 'failed')}`,
  );
  return own.length || tests.length || module.state() !== 'failed' ? [...own, ...tests] : [`${file}: failed`];
}

process.env.TEST = 'true';
process.env.VITEST = 'true';
process.env.NODE_ENV ??= 'test';
const vitest = await createVitest('test', { watch: false, project: ['browser'], passWithNoTests: true });
// Starts the reporters (no test runs yet).
await vitest.standalone();
const specs = await vitest.globTestSpecifications(process.argv.slice(2));
const byFile = new Map(specs.map((s) => [s.moduleId, s]));
// The sequencer orders by the durations of earlier runs, else by file size, which it reads from the
// stats vitest's own start collects: collected here too, or a clean clone would run in name order.
await vitest.cache.stats.populateStats(vitest.config.root, specs);
const ordered = await new vitest.config.sequence.sequencer(vitest).sort(specs);

let failed = false;
process.on('message', async ({ files }: ParentMessage) => {
  if (files.length === 0) {
    await vitest.close();
    await send({ type: 'closed' });
    process.exit(failed ? 1 : 0);
  }
  const failures = files.filter((f) => !byFile.has(f)).map((f) => `${f}: not a file of the browser project`);
  const run = files.flatMap((f) => byFile.get(f) ?? []);
  try {
    // The durations vitest keeps for the next run's order: read again first, so this lane's write
    // after the run keeps what the other lane and the unit run wrote meanwhile.
    await vitest.cache.results.readFromCache();
    const { testModules, unhandledErrors } = await vitest.runTestSpecifications(run);
    // The state keeps the modules of earlier hand-outs too.
    failures.push(...testModules.filter((m) => files.includes(m.moduleId)).flatMap(failuresOf));
    failures.push(...unhandledErrors.map((e) => `unhandled error: ${firstLine(e)}`));
  } catch (e) {
    failures.push(`vitest could not run ${files.join(', ')}: ${firstLine(e)}`);
  }
  if (failures.length) failed = true;
  await send({ type: 'ran', files, failures });
  await send({ type: 'next' });
});
await send({ type: 'files', files: ordered.map((s) => s.moduleId) });
await send({ type: 'next' });
