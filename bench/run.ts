/**
 * `npm run bench`: runs every benchmark of this folder, prints each section and writes bench/RESULTS.md.
 * Each benchmark runs the alternative a user would pick in the same run and reports the ratio.
 * `npm run bench -- race-pages api-live` runs only the benchmarks named (their file names) and replaces only
 * their sections of bench/RESULTS.md, so that the sections measured in a full run survive.
 * Every benchmark ends: one still running at the deadline (lib/run-bounds.ts) is abandoned, its processes
 * ended, and its section says so after what it had measured; one that fails says why. Either way the run
 * goes on to the next and ends with a failure code.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { withDeadline } from './lib/deadline.ts';
import { endDescendants } from './lib/descendants.ts';
import { benchmarkDeadlineMs, levelScale } from './lib/run-bounds.ts';
import type { BenchProgress, BenchSection } from './lib/stats.ts';

type Benchmark = () => Promise<{ run(progress: BenchProgress): Promise<BenchSection> }>;

/**
 * Every benchmark by name, each loaded only when it runs: a benchmark's module starts nothing on import, but
 * loading all of them (their servers, clients, browsers and the alternatives they measure) to run one would
 * cost every run the others' imports.
 */
const benchmarks: Record<string, Benchmark> = {
  'snapshot-at': () => import('./snapshot-at.bench.ts'),
  'feed-http': () => import('./feed-http.bench.ts'),
  ingest: () => import('./ingest.bench.ts'),
  'api-live': () => import('./api-live.bench.ts'),
  proxy: () => import('./proxy.bench.ts'),
  'live-delta': () => import('./live-delta.bench.ts'),
  fanout: () => import('./fanout.bench.ts'),
  'fanout-cluster': () => import('./fanout-cluster.bench.ts'),
  'end-to-end': () => import('./end-to-end.bench.ts'),
  web: () => import('./web.bench.ts'),
  'web-vitals': () => import('./web-vitals.bench.ts'),
  circuit: () => import('./circuit.bench.ts'),
  'race-pages': () => import('./race-pages.bench.ts'),
  analysis: () => import('./analysis.bench.ts'),
  'report-page': () => import('./report-page.bench.ts'),
  import: () => import('./import.bench.ts'),
  'recording-storage': () => import('./recording-storage.bench.ts'),
  'time-travel': () => import('./time-travel.bench.ts'),
  'time-travel-load': () => import('./time-travel-load.bench.ts'),
  'heavy-readers': () => import('./heavy-readers.bench.ts'),
  replay: () => import('./replay.bench.ts'),
  start: () => import('./start.bench.ts'),
  strategy: () => import('./strategy.bench.ts'),
  'strategy-first-load': () => import('./strategy-first-load.bench.ts'),
  failover: () => import('./failover.bench.ts'),
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
let unended = false;
for (const name of filtered ? names : Object.keys(benchmarks)) {
  let partial: BenchSection | undefined;
  const progress: BenchProgress = (section) => {
    partial = section;
  };
  let section: BenchSection;
  try {
    const outcome = await withDeadline(
      benchmarkDeadlineMs,
      async () => (await (benchmarks[name] as Benchmark)()).run(progress),
      endDescendants,
    );
    unended ||= !outcome.measured;
    section = outcome.measured ? outcome.value : unfinished(name, partial, outcome.reason);
  } catch (err) {
    console.error(err);
    // What it started and did not stop would hold the ports and files the next benchmark needs.
    await endDescendants();
    unended = true;
    section = unfinished(name, partial, `failed: ${(err as Error).message}`);
  }
  const text = `## ${section.title}\n\n${section.markdown}\n`;
  console.log(text);
  // A section measured apart from the others says when and where, since the file's header does not.
  const alone = filtered
    ? `\n_Run on its own (\`npm run bench -- ${name}\`) on ${today}; ${machine}._\n`
    : '';
  sections.push({ name, text: `${markerOf(name)}\n${text}${alone}` });
}

if (levelScale !== 1) {
  console.log(`Levels scaled by ${levelScale} (LEMANS_BENCH_SCALE): ${RESULTS} left as it was.`);
} else if (filtered) {
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

// What an abandoned or failed benchmark left (promises, sockets, timers) may hold the event loop open forever.
if (unended) process.exit();

/** The section of a benchmark that did not end: what it reported before, and why it has no more. */
function unfinished(name: string, partial: BenchSection | undefined, reason: string): BenchSection {
  process.exitCode = 1;
  const note = `**Not finished** (${reason})`;
  return partial
    ? {
        title: partial.title,
        markdown: `${partial.markdown}\n\n${note}: the above is what it measured before.`,
      }
    : { title: name, markdown: `${note}: nothing measured.` };
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
