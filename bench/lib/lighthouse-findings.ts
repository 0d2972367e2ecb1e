import type { Result } from 'lighthouse';
import type { PageVitals } from './lighthouse-audit.ts';
import { fixed } from './stats.ts';

/** What Lighthouse names behind a page's metrics, each as one cell of a markdown table. */
export interface Findings {
  /** The LCP element's selector and its phases (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  /** The elements that shifted most, with their share of CLS. */
  shifts: string;
  /** The longest main-thread tasks and the script each is attributed to. */
  longTasks: string;
}

const SHOWN = 2;

/** Read from the page's worst run (lowest score): the one a missed target comes from. */
export function findingsOf(runs: PageVitals[]): Findings {
  const worst = runs.reduce((low, vitals) => (vitals.score < low.score ? vitals : low));
  const report = worst.report;
  return { lcpElement: lcpElementOf(report), shifts: shiftsOf(report), longTasks: longTasksOf(report) };
}

type Item = Record<string, unknown>;

function tableItems(report: Result, id: string): Item[] {
  const details = report.audits[id]?.details;
  return details?.type === 'table' ? (details.items as Item[]) : [];
}

function selectorOf(item: Item): string {
  const node = item.node as { selector?: string } | undefined;
  return node?.selector ? `\`${node.selector}\`` : 'none named';
}

function lcpElementOf(report: Result): string {
  const details = report.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return '-';
  const [element, phases] = details.items.map((table) => (table.type === 'table' ? table.items : []));
  const where = element?.[0] ? selectorOf(element[0] as Item) : '-';
  const timings = (phases ?? [])
    .map((phase) => `${String(phase.phase)} ${fixed(Number(phase.timing), 0)}`)
    .join(', ');
  return timings ? `${where} (${timings} ms)` : where;
}

function shiftsOf(report: Result): string {
  const shifts = tableItems(report, 'layout-shifts').slice(0, SHOWN);
  if (shifts.length === 0) return 'none';
  return shifts.map((shift) => `${selectorOf(shift)} (${fixed(Number(shift.score), 3)})`).join('; ');
}

function longTasksOf(report: Result): string {
  const tasks = tableItems(report, 'long-tasks').slice(0, SHOWN);
  if (tasks.length === 0) return 'none';
  return tasks.map((task) => `${fixed(Number(task.duration), 0)} ${pathOf(String(task.url))}`).join('; ');
}

/** The script's path on the site (the page's own for work of the document), short enough for a table cell. */
function pathOf(url: string): string {
  return URL.canParse(url) ? `\`${new URL(url).pathname}\`` : url;
}
