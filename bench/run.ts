/** `npm run bench`: prints each benchmark's figures with the comparison it is judged by. */
import { loadBench } from './load.ts';
import { memoryBench } from './memory.ts';
import { pagesBench } from './pages.ts';
import { normaliseBench, searchBench } from './search.bench.ts';
import { validateDraftBench } from './validateDraft.bench.ts';
import { visibilityBench } from './visibility.bench.ts';

console.log(`# Benchmarks (node ${process.version}, ${new Date().toISOString()})`);
searchBench();
await normaliseBench();
await visibilityBench();
await validateDraftBench();
// The load run fails the command when any call answered with an error or a non-2xx status.
if (!(await loadBench())) process.exitCode = 1;
// Pages and fragments against a static server of the same bytes; a missed target fails the command too.
if (!(await pagesBench())) process.exitCode = 1;
await memoryBench();
