/**
 * `npm run bench`: runs every benchmark of this folder, prints each section and writes bench/RESULTS.md.
 * Each benchmark runs the alternative a user would pick in the same run and reports the ratio.
 * `npm run bench -- race-pages api-live` runs only the benchmarks named (their file names) and replaces only
 * their sections of bench/RESULTS.md, so that the sections measured in a full run survive.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as analysis from './analysis.bench.ts';
import * as apiLive from './api-live.bench.ts';
import * as circuit from './circuit.bench.ts';
import * as endToEnd from './end-to-end.bench.ts';
import * as fanout from './fanout.bench.ts';
import * as fanoutCluster from './fanout-cluster.bench.ts';
import * as feedHttp from './feed-http.bench.ts';
import * as heavyReaders from './heavy-readers.bench.ts';
import * as importRace from './import.bench.ts';
import * as ingest from './ingest.bench.ts';
import type { BenchSection } from './lib/stats.ts';
import * as liveDelta from './live-delta.bench.ts';
import * as proxy from './proxy.bench.ts';
import * as racePages from './race-pages.bench.ts';
import * as recordingStorage from './recording-storage.bench.ts';
import * as replay from './replay.bench.ts';
import * as reportPage from './report-page.bench.ts';
import * as snapshot from './snapshot-at.bench.ts';
import * as start from './start.bench.ts';
import * as timeTravel from './time-travel.bench.ts';
import * as timeTravelLoad from './time-travel-load.bench.ts';
import * as web from './web.bench.ts';

const benchmarks: Record<string, { run(): Promise<BenchSection> }> = {
  'snapshot-at': snapshot,
  'feed-http': feedHttp,
  ingest,
  'api-live': apiLive,
  proxy,
  'live-delta': liveDelta,
  fanout,
  'fanout-cluster': fanoutCluster,
  'end-to-end': endToEnd,
  web,
  circuit,
  'race-pages': racePages,
  analysis,
  'report-page': reportPage,
  import: importRace,
  'recording-storage': recordingStorage,
  'time-travel': timeTravel,
  'time-travel-load': timeTravelLoad,
  'heavy-readers': heavyReaders,
  replay,
  start,
};

const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  throw new Error(
    `Benchmarks inconnus : ${unknown.join(', ')} (connus : ${Object.keys(benchmarks).join(', ')})`,
  );
}
const filtered = names.length > 0;

const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);
const sections: Section[] = [];
for (const name of filtered ? names : Object.keys(benchmarks)) {
  const section = await (benchmarks[name] as { run(): Promise<BenchSection> }).run();
  const text = `## ${section.title}\n\n${section.markdown}\n`;
  console.log(text);
  // A section measured apart from the others says when and where, since the file's header does not.
  const alone = filtered
    ? `\n_Run on its own (\`npm run bench -- ${name}\`) on ${today}; ${machine}._\n`
    : '';
  sections.push({ name, text: `${markerOf(name)}\n${text}${alone}` });
}

if (filtered) {
  const { header, kept } = parse(await readFile(RESULTS, 'utf8'));
  for (const section of sections) {
    const at = kept.findIndex((old) => old.name === section.name);
    if (at === -1) kept.push(section);
    else kept[at] = section;
  }
  await writeFile(RESULTS, render(header, kept));
} else {
  const header = `# Benchmark results\n\nProduced by \`npm run bench\` on ${today}; ${machine}.\n`;
  await writeFile(RESULTS, render(header, sections));
}

/** A section of RESULTS.md; the name is that of the benchmark that wrote it, when it is marked. */
interface Section {
  name: string | undefined;
  text: string;
}

/** Invisible in the rendered file; it lets a partial run find the section it replaces. */
function markerOf(name: string): string {
  return `<!-- bench: ${name} -->`;
}

function parse(results: string): { header: string; kept: Section[] } {
  // A section starts at its marker, or at its heading when it has none.
  const [header = '', ...blocks] = results.split(/^(?=<!-- bench: [\w-]+ -->$)|^(?<!-->\n)(?=## )/m);
  return {
    header,
    kept: blocks.map((text) => ({ name: /^<!-- bench: ([\w-]+) -->/.exec(text)?.[1], text })),
  };
}

function render(header: string, sections: Section[]): string {
  return `${[header, ...sections.map((section) => section.text)].map((text) => text.trimEnd()).join('\n\n')}\n`;
}
