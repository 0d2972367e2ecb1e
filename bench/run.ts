/**
 * `npm run bench`: runs every benchmark of this folder, prints each section and writes bench/RESULTS.md.
 * Each benchmark runs the alternative a user would pick in the same run and reports the ratio.
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as apiLive from './api-live.bench.ts';
import * as endToEnd from './end-to-end.bench.ts';
import * as fanout from './fanout.bench.ts';
import * as feedHttp from './feed-http.bench.ts';
import * as ingest from './ingest.bench.ts';
import type { BenchSection } from './lib/stats.ts';
import * as snapshot from './snapshot-at.bench.ts';
import * as web from './web.bench.ts';

const benchmarks: { run(): Promise<BenchSection> }[] = [
  snapshot,
  feedHttp,
  ingest,
  apiLive,
  fanout,
  endToEnd,
  web,
];

const sections: string[] = [];
for (const benchmark of benchmarks) {
  const section = await benchmark.run();
  const text = `## ${section.title}\n\n${section.markdown}\n`;
  console.log(text);
  sections.push(text);
}

const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const header = `# Benchmark results\n\nProduced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; ${machine}.\n`;
await writeFile(fileURLToPath(new URL('./RESULTS.md', import.meta.url)), `${header}\n${sections.join('\n')}`);
