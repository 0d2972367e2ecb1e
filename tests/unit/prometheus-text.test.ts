import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleSum } from '../support/prometheus-text.ts';

/** The strict reader the tests scrape /metrics with: it must refuse what Prometheus would refuse. */

const HISTOGRAM = [
  '# HELP lemans_x_seconds Durée',
  '# TYPE lemans_x_seconds histogram',
  'lemans_x_seconds_bucket{le="0.1",route="/a"} 1',
  'lemans_x_seconds_bucket{le="+Inf",route="/a"} 2',
  'lemans_x_seconds_sum{route="/a"} 0.3',
  'lemans_x_seconds_count{route="/a"} 2',
];
const text = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('parsePrometheusText', () => {
  it('reads families, escaped label values, NaN as prom-client writes it, and sums samples', () => {
    const families = parsePrometheusText(
      text(
        ...HISTOGRAM,
        '# HELP lemans_y_total Compte \\\\ avec échappements\\nsur deux lignes',
        '# TYPE lemans_y_total counter',
        'lemans_y_total{kind="a \\"b\\"\\n\\\\"} 3',
        'lemans_y_total{kind="c",} 4 1700000000000',
        '# TYPE lemans_lag gauge',
        'lemans_lag Nan',
      ),
    );
    expect(families.get('lemans_y_total')?.help).toBe('Compte \\ avec échappements\nsur deux lignes');
    expect(families.get('lemans_y_total')?.samples[0]?.labels.kind).toBe('a "b"\n\\');
    expect(sampleSum(families, 'lemans_y_total')).toBe(7);
    expect(sampleSum(families, 'lemans_x_seconds_count', { route: '/a' })).toBe(2);
    expect(sampleSum(families, 'lemans_lag')).toBeNaN();
  });

  it.each([
    ['a sample without its TYPE', ['lemans_z 1']],
    ['a sample of another family', ['# TYPE lemans_a counter', 'lemans_b 1']],
    [
      'a family interleaved',
      ['# TYPE lemans_a gauge', 'lemans_a 1', '# TYPE lemans_b gauge', 'lemans_b 1', '# HELP lemans_a a'],
    ],
    ['a series twice', ['# TYPE lemans_a gauge', 'lemans_a{k="1"} 1', 'lemans_a{k="1"} 2']],
    ['a bad escape', ['# TYPE lemans_a gauge', 'lemans_a{k="\\t"} 1']],
    ['an unquoted label value', ['# TYPE lemans_a gauge', 'lemans_a{k=1} 1']],
    ['a bad value', ['# TYPE lemans_a gauge', 'lemans_a 1,5']],
    ['a bad name', ['# TYPE 9lemans gauge']],
    ['a histogram without +Inf', HISTOGRAM.filter((line) => !line.includes('+Inf'))],
    [
      'a histogram whose buckets decrease',
      [...HISTOGRAM.slice(0, 2), 'lemans_x_seconds_bucket{le="0.1",route="/a"} 3', ...HISTOGRAM.slice(3)],
    ],
    [
      'a histogram whose +Inf is not its count',
      [...HISTOGRAM.slice(0, 5), 'lemans_x_seconds_count{route="/a"} 5'],
    ],
  ])('refuses %s', (_what, lines) => {
    expect(() => parsePrometheusText(text(...lines))).toThrow();
  });

  it('refuses a text not ending with a newline', () => {
    expect(() => parsePrometheusText('# TYPE lemans_a gauge\nlemans_a 1')).toThrow(/saut de ligne/);
  });
});
