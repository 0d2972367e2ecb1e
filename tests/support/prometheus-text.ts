/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), so that the tests prove what a
 * Prometheus server would accept: every sample of a family declared by `# TYPE` before it, families not
 * interleaved, no series twice, label values correctly escaped, histograms with cumulative buckets ending on
 * `le="+Inf"` equal to their `_count`. Anything else throws, naming the line.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string | null;
  samples: Sample[];
}

export type Families = ReadonlyMap<string, MetricFamily>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<string>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<MetricType, readonly string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

export function parsePrometheusText(text: string): Families {
  const families = new Map<string, MetricFamily>();
  const closed = new Set<string>();
  const seriesSeen = new Set<string>();
  let current: MetricFamily | null = null;
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('le texte doit finir par un saut de ligne');
  lines.forEach((line, index) => {
    const fail = (why: string): never => {
      throw new Error(`ligne ${index + 1} (« ${line} ») : ${why}`);
    };
    /** The family a line speaks of becomes the current one; the one before is closed for good. */
    const enter = (name: string): MetricFamily => {
      if (current?.name === name) return current;
      if (closed.has(name)) fail(`famille ${name} déjà refermée`);
      if (current) closed.add(current.name);
      current = { name, type: 'untyped', help: null, samples: [] };
      families.set(name, current);
      return current;
    };
    if (line === '') return;
    if (line.startsWith('#')) {
      const [, keyword, name, ...rest] = line.split(' ');
      if (keyword !== 'HELP' && keyword !== 'TYPE') return;
      if (!name || !NAME.test(name)) fail('nom de mesure invalide');
      const family = enter(name as string);
      if (family.samples.length > 0) fail(`${keyword} après les échantillons de ${name}`);
      if (keyword === 'TYPE') {
        const type = rest.join(' ');
        if (!TYPES.has(type)) fail(`type inconnu ${type}`);
        if (family.type !== 'untyped') fail(`TYPE de ${name} répété`);
        family.type = type as MetricType;
      } else {
        if (family.help !== null) fail(`HELP de ${name} répété`);
        family.help = unescapeHelp(rest.join(' '), fail);
      }
      return;
    }
    const sample = parseSample(line, fail);
    const family = current as MetricFamily | null;
    if (!family || !SUFFIXES[family.type].some((suffix) => `${family.name}${suffix}` === sample.name))
      fail(`échantillon hors de la famille déclarée (${family?.name ?? 'aucune'})`);
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    if (seriesSeen.has(series)) fail('série répétée');
    seriesSeen.add(series);
    family?.samples.push(sample);
  });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

function parseSample(line: string, fail: (why: string) => never): Sample {
  const nameEnd = line.search(/[{ ]/);
  if (nameEnd <= 0) fail('échantillon sans valeur');
  const name = line.slice(0, nameEnd);
  if (!NAME.test(name)) fail('nom de mesure invalide');
  const labels: Record<string, string> = {};
  let at = nameEnd;
  if (line[at] === '{') {
    at += 1;
    while (line[at] !== '}') {
      const eq = line.indexOf('=', at);
      if (eq < 0) fail('étiquette sans valeur');
      const label = line.slice(at, eq);
      if (!LABEL_NAME.test(label)) fail(`nom d'étiquette invalide « ${label} »`);
      if (label in labels) fail(`étiquette ${label} répétée`);
      if (line[eq + 1] !== '"') fail(`valeur de ${label} sans guillemets`);
      let value = '';
      let i = eq + 2;
      for (; i < line.length && line[i] !== '"'; i++) {
        if (line[i] === '\\') {
          const escaped = line[++i];
          if (escaped === 'n') value += '\n';
          else if (escaped === '\\' || escaped === '"') value += escaped;
          else fail(`échappement invalide \\${escaped ?? ''}`);
        } else value += line[i];
      }
      if (i >= line.length) fail(`valeur de ${label} non refermée`);
      labels[label] = value;
      at = i + 1;
      if (line[at] === ',') at += 1;
      else if (line[at] !== '}') fail('virgule ou accolade attendue');
    }
    at += 1;
  }
  if (line[at] !== ' ') fail('espace attendue avant la valeur');
  const [valueText, timestamp, ...extra] = line.slice(at + 1).split(' ');
  if (extra.length > 0 || (timestamp !== undefined && !/^-?\d+$/.test(timestamp)))
    fail('fin de ligne invalide');
  return { name, labels, value: parseValue(valueText ?? '', fail) };
}

/** As Prometheus reads a value (Go's ParseFloat): NaN and the infinities in any case, e.g. prom-client's `Nan`. */
function parseValue(text: string, fail: (why: string) => never): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  if (/^\+?inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) fail(`valeur invalide « ${text} »`);
  return Number(text);
}

function unescapeHelp(text: string, fail: (why: string) => never): string {
  return text.replace(/\\(.?)/g, (_, escaped: string) => {
    if (escaped === 'n') return '\n';
    if (escaped === '\\') return '\\';
    return fail(`échappement invalide dans HELP \\${escaped}`);
  });
}

/** Per label set (le aside): buckets cumulative, the last `+Inf`, equal to `_count`; a `_sum` present. */
function checkHistogram(family: MetricFamily): void {
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([name]) => name !== 'le')
        .sort(),
    );
  const groups = new Map<string, { buckets: Sample[]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const group = groups.get(keyOf(sample.labels)) ?? { buckets: [] };
    groups.set(keyOf(sample.labels), group);
    if (sample.name.endsWith('_bucket')) group.buckets.push(sample);
    else if (sample.name.endsWith('_count')) group.count = sample.value;
    else group.sum = sample.value;
  }
  for (const [key, { buckets, count, sum }] of groups) {
    const where = `${family.name} ${key}`;
    if (count === undefined || sum === undefined) throw new Error(`${where} : _count ou _sum absent`);
    const bounds = buckets.map((bucket) =>
      parseValue(bucket.labels.le ?? '', () => {
        throw new Error(`${where} : seau sans le valide`);
      }),
    );
    if (bounds.at(-1) !== Number.POSITIVE_INFINITY) throw new Error(`${where} : pas de seau le="+Inf"`);
    buckets.forEach((bucket, i) => {
      if (
        i > 0 &&
        ((bounds[i] as number) <= (bounds[i - 1] as number) ||
          bucket.value < (buckets[i - 1] as Sample).value)
      )
        throw new Error(`${where} : seaux non cumulés ou mal ordonnés`);
    });
    if (buckets.at(-1)?.value !== count) throw new Error(`${where} : le="+Inf" différent de _count`);
  }
}

/** The sum of the samples of that name whose labels include `labels` (0 when there are none). */
export function sampleSum(
  families: Families,
  sampleName: string,
  labels: Record<string, string> = {},
): number {
  let total = 0;
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name !== sampleName) continue;
      if (Object.entries(labels).every(([name, value]) => sample.labels[name] === value))
        total += sample.value;
    }
  }
  return total;
}

/** The Content-Type of the text format, as Prometheus asks for it. */
export const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** GET `<base>/metrics`, checked to be the text format and parsed strictly. */
export async function scrape(base: string): Promise<Families> {
  const response = await fetch(`${base}/metrics`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`/metrics a répondu ${response.status} : ${text}`);
  const type = response.headers.get('content-type');
  if (type !== PROMETHEUS_TEXT) throw new Error(`/metrics en ${type}, pas en ${PROMETHEUS_TEXT}`);
  return parsePrometheusText(text);
}
