/** `npm run bench`: prints each benchmark's figures with the comparison it is judged by. */
import { normaliseBench, searchBench } from './search.bench.ts';
import { visibilityBench } from './visibility.bench.ts';

console.log(`# Benchmarks (node ${process.version}, ${new Date().toISOString()})`);
searchBench();
await normaliseBench();
await visibilityBench();
