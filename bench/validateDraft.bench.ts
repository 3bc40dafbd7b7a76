import type { Json } from '../engine/configMerge.ts';
import { validateRegionDraft } from '../engine/ops/validateDraft.ts';
import { readRegionFiles } from '../server/regionConfigLoader.ts';
import { measure, row } from './measure.ts';

/**
 * The console validates the draft on every keystroke (app/ops/useDraft.ts), so one validation of
 * an EU draft is what typing costs. Each run edits a label, as ops typing would (a fresh object,
 * so nothing is reused from the previous run's draft).
 */
export async function validateDraftBench(): Promise<void> {
  const { files } = (await readRegionFiles()) as { files: Record<string, Json> };
  console.log('\n## Console validation of a draft per keystroke (validateRegionDraft)');
  const w = [10, 12, 12];
  console.log(row(['file', 'ms/draft', 'issues'], w));
  for (const name of ['eu', 'base', 'uk']) {
    let n = 0;
    let issues = 0;
    const draft = () => {
      const copy = structuredClone(files[name]) as Record<string, unknown>;
      copy.name = `${String(copy.name ?? name)} ${n++}`;
      return copy;
    };
    const { usPerOp } = measure(() => {
      issues = validateRegionDraft(name, draft(), files).length;
    }, 2000);
    console.log(row([name, (usPerOp / 1000).toFixed(1), issues], w));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await validateDraftBench();
