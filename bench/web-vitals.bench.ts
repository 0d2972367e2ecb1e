import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildForProduction } from '../scripts/start/build-site.ts';
import { freePort } from '../tests/support/free-port.ts';
import { type StartedNginx, startNginx } from '../tests/support/nginx.ts';
import { type Lighthouse, openLighthouse, type PageVitals } from './lib/lighthouse-audit.ts';
import { findingsOf } from './lib/lighthouse-findings.ts';
import { startLiveRace } from './lib/live-race-services.ts';
import { loadBefore, loadNote } from './lib/machine-load.ts';
import { type BenchSection, fixed, table } from './lib/stats.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const WEB = path('../web');
const NAIVE_TEMPLATE = path('./alternatives/naive-site.conf.template');
/** Every report of the run, for the audits behind a missed target (bench/tmp is ignored by git). */
const REPORTS = path('./tmp/web-vitals');
const PAGES = ['/', '/live/classement', '/live/circuit'];
/**
 * The site in French, its source and default, in English, and in Arabic, right to left; each language's
 * first screen waits for its catalog (French for none). The naive build is the French one.
 */
const LANGUAGES = ['fr', 'en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
/** Lighthouse runs per page and build; the targets must hold in every one. */
const RUNS = 3;
/** Hours into the race: the ranking, the map and the home page full of a race well under way. */
const RACE_TIME = '14:00:00';
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const KB = 1024;

type BuildKey = 'ours' | 'naive';
const BUILD_LABELS: Record<BuildKey, string> = {
  ours: 'ours: production build (lazy pages, precompressed) behind the shipped nginx',
  naive: 'naive: one bundle, no code splitting, served as built (no compression, no cache headers)',
};

/**
 * Web vitals: Lighthouse's mobile profile (simulated slow 4G, CPU slowed 4×) on the home page, the live
 * ranking and the circuit map of the site as it ships, mid-race, in three languages, against a naive build of the same
 * app (one bundle, not compressed) served the naive way, on the same services, in the same run. Runs
 * alternate between the builds so that a busy spell of the machine weighs on both alike.
 */
export async function run(): Promise<BenchSection> {
  const load = loadBefore();
  const scratch = await mkdtemp(join(tmpdir(), 'lemans-bench-vitals-'));
  const stops: (() => Promise<void>)[] = [async () => rm(scratch, { recursive: true, force: true })];
  try {
    const ourSite = join(scratch, 'ours');
    await buildOurs(ourSite);
    const naiveSite = join(scratch, 'site');
    await buildNaive(naiveSite);
    const ports = { ours: await freePort(), naive: await freePort() };
    const origin = (port: number) => `http://127.0.0.1:${port}`;
    const race = await startLiveRace('web-vitals', RACE_TIME, [origin(ports.ours), origin(ports.naive)]);
    stops.push(race.stop);
    const proxy = (siteRoot: string, port: number, template?: string): Promise<StartedNginx> =>
      startNginx({ siteRoot, api: [race.apiHost], realtime: [race.realtimeHost], port, template });
    const sites: Record<BuildKey, StartedNginx> = {
      ours: await proxy(ourSite, ports.ours),
      naive: await proxy(naiveSite, ports.naive, NAIVE_TEMPLATE),
    };
    for (const site of Object.values(sites)) stops.push(site.stop);
    const lighthouse = await openLighthouse();
    stops.push(lighthouse.close);
    const raceFrom = await race.raceElapsedS();
    const measured = await measure(lighthouse, sites);
    return report(measured, load, { fromS: raceFrom, toS: await race.raceElapsedS() });
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

/**
 * The site as it ships (web/vite.config.ts: lazy pages, precompressed), built for this run alone: web/dist is
 * rebuilt by whatever else builds the site meanwhile (the browser tests, `npm start`), and a run whose pages
 * changed build halfway would measure two sites.
 */
async function buildOurs(outDir: string): Promise<void> {
  await buildForProduction({ root: WEB, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** The same web app in one bundle: every lazy page inlined, no precompressed copies. */
async function buildNaive(outDir: string): Promise<void> {
  await buildForProduction({
    root: WEB,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
      // One big bundle is the point of this build: Vite's warning about it would only say so.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
    },
  });
}

/** A page as audited: its path, the language it is asked in, and the build serving it. */
interface Audit {
  page: string;
  language: Language;
  build: BuildKey;
}

/** Ours in each language, the naive build in French; in the order the rounds run them. */
const AUDITS: readonly Audit[] = PAGES.flatMap((page) => [
  ...LANGUAGES.map((language) => ({ page, language, build: 'ours' as const })),
  { page, language: 'fr' as const, build: 'naive' as const },
]);

const auditKey = ({ page, language, build }: Audit) => `${build} ${language} ${page}`;

/** A page in a language, as a link names it (French, the default, with no parameter). */
const addressOf = (page: string, language: Language) =>
  language === 'fr' ? page : `${page}?lang=${language}`;

type Measured = Map<string, PageVitals[]>;

async function measure(lighthouse: Lighthouse, sites: Record<BuildKey, StartedNginx>): Promise<Measured> {
  await mkdir(REPORTS, { recursive: true });
  const measured: Measured = new Map(AUDITS.map((audit) => [auditKey(audit), []]));
  for (let round = 0; round < RUNS; round++) {
    for (const audit of AUDITS) {
      const vitals = await lighthouse.audit(
        `${sites[audit.build].url}${addressOf(audit.page, audit.language)}`,
      );
      measured.get(auditKey(audit))?.push(vitals);
      console.log(`web-vitals run ${round + 1}/${RUNS}: ${auditKey(audit)}: ${runLine(vitals)}`);
      const page = audit.page === '/' ? '-home' : audit.page.replaceAll('/', '-');
      await writeFile(
        join(REPORTS, `${audit.build}-${audit.language}${page}-${round + 1}.json`),
        JSON.stringify(vitals.report),
      );
    }
  }
  return measured;
}

/** One audit as it ends, for whoever watches the run: every run must meet the targets, not their mean. */
function runLine(vitals: PageVitals): string {
  return [
    `score ${vitals.score}`,
    `LCP ${fixed(vitals.lcpMs / 1000, 2)} s`,
    `TBT ${fixed(vitals.tbtMs, 0)} ms`,
    `CLS ${fixed(vitals.cls, 3)}`,
    `CPU index ${fixed(vitals.report.environment.benchmarkIndex, 0)}`,
  ].join(', ');
}

/** The race time the API served when the audits began and when they ended, in seconds. */
interface RaceSpan {
  fromS: number;
  toS: number;
}

/** "14:00:05". */
const raceClock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, Math.floor(seconds) % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');

function report(measured: Measured, load: number, race: RaceSpan): BenchSection {
  const range = (runs: PageVitals[], of: (vitals: PageVitals) => number, digits: number) => {
    const values = runs.map(of);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? fixed(low, digits) : `${fixed(low, digits)}–${fixed(high, digits)}`;
  };
  const mean = (runs: PageVitals[], of: (vitals: PageVitals) => number) =>
    runs.reduce((sum, vitals) => sum + of(vitals), 0) / runs.length;
  const metrics: { label: string; of: (vitals: PageVitals) => number; digits: number; compared?: false }[] = [
    { label: 'score', of: (vitals) => vitals.score, digits: 0 },
    { label: 'LCP s', of: (vitals) => vitals.lcpMs / 1000, digits: 2 },
    { label: 'TBT ms', of: (vitals) => vitals.tbtMs, digits: 0 },
    { label: 'CLS', of: (vitals) => vitals.cls, digits: 3 },
    { label: 'JS KB', of: (vitals) => vitals.jsBytes / KB, digits: 1 },
    // How fast Lighthouse found this machine's CPU during the run: the simulated phone's tasks are the
    // observed ones slowed 4×, so a machine busy with other work lengthens them.
    {
      label: 'CPU index',
      of: (vitals) => vitals.report.environment.benchmarkIndex,
      digits: 0,
      compared: false,
    },
  ];
  const runsOf = (audit: Audit) => measured.get(auditKey(audit)) ?? [];
  const rows = PAGES.flatMap((page) => {
    const naive = runsOf({ page, language: 'fr', build: 'naive' });
    return [
      ...LANGUAGES.map((language) => [
        language === 'fr' ? `\`${page}\`` : '',
        `${BUILD_LABELS.ours}; in ${language}`,
        ...metrics.map(({ of, digits }) => range(runsOf({ page, language, build: 'ours' }), of, digits)),
      ]),
      ['', `${BUILD_LABELS.naive}; in fr`, ...metrics.map(({ of, digits }) => range(naive, of, digits))],
      [
        '',
        'ratio ours / naive in French (mean of the runs)',
        ...metrics.map(({ of, compared }) =>
          compared === false
            ? ''
            : `${fixed(mean(runsOf({ page, language: 'fr', build: 'ours' }), of) / mean(naive, of), 2)}×`,
        ),
      ],
    ];
  });
  const held = (runs: PageVitals[], holds: (vitals: PageVitals) => boolean) => {
    const failed = runs.filter((vitals) => !holds(vitals)).length;
    return failed === 0 ? 'met' : `**missed** (${failed} of ${runs.length} runs)`;
  };
  const ours = AUDITS.filter((audit) => audit.build === 'ours');
  const named = (audit: Audit) => `\`${addressOf(audit.page, audit.language)}\``;
  const targetRows = ours.map((audit) => {
    const runs = runsOf(audit);
    return [
      named(audit),
      held(runs, (vitals) => vitals.score >= TARGETS.score),
      held(runs, (vitals) => vitals.lcpMs <= TARGETS.lcpMs),
      held(runs, (vitals) => vitals.tbtMs <= TARGETS.tbtMs),
      held(runs, (vitals) => vitals.cls <= TARGETS.cls),
    ];
  });
  const findingRows = ours.map((audit) => {
    const findings = findingsOf(runsOf(audit));
    return [named(audit), findings.lcpElement, findings.shifts, findings.longTasks];
  });
  return {
    title:
      'Web vitals on a phone: Lighthouse (mobile, simulated throttling) on the home page, the live ranking ' +
      'and the circuit map mid-race, in French, English and Arabic, ours against a naive build',
    markdown: [
      table(['page', 'build', ...metrics.map(({ label }) => label)], rows),
      '',
      table(
        [
          'page (ours)',
          `score ≥ ${TARGETS.score}`,
          `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
          `TBT ≤ ${TARGETS.tbtMs} ms`,
          `CLS ≤ ${TARGETS.cls}`,
        ],
        targetRows,
      ),
      '',
      table(['page (ours)', 'LCP element', 'layout shifts (score)', 'longest tasks (ms)'], findingRows),
      '',
      `Lighthouse ${lighthouseVersion(measured)} in its default mobile configuration (Moto G Power screen, ` +
        'slow 4G and the CPU slowed 4×, simulated), performance category only, on Debian’s chromium; ' +
        `${RUNS} runs per page, language and build, alternately, low–high when they differ; ours in French ` +
        '(no parameter), English and Arabic (`?lang=`), the naive build in French. The site is live at ' +
        `${RACE_TIME} of the recorded 2025 race (62 cars): the feed plays it at speed 1, ingest polls it, the ` +
        'API and the realtime server answer both origins; the live frame the API served moved from ' +
        `${raceClock(race.fromS)} to ${raceClock(race.toS)} of the race while the audits ran, its frames ` +
        'reaching every page through the socket. JS KB is every script response as transferred ' +
        '(KB = 1024 bytes). The targets hold when every run meets them; the last table names, for the runs ' +
        'of ours, what Lighthouse gives as the LCP element, the elements that shifted and the longest ' +
        'main-thread tasks (simulated on the phone’s CPU). CPU index is Lighthouse’s benchmark of the ' +
        'machine’s CPU at each run (higher is faster).',
      '',
      loadNote(load),
    ].join('\n'),
  };
}

function lighthouseVersion(measured: Measured): string {
  const [first] = measured.values();
  return first?.[0]?.report.lighthouseVersion ?? '';
}
