/**
 * Benchmarks that measure by levels (a number of clients, the next adding to the one before), each level
 * within the run's level deadline.
 */
import { type NotMeasured, notMeasured, withDeadline } from './deadline.ts';
import { count, type LevelPlan, notMeasuredLine } from './level-sizing.ts';
import { levelDeadlineMs } from './run-bounds.ts';

export type Level<T> = { clients: number } & (({ measured: true } & T) | NotMeasured);

/**
 * Measures each level in turn. A level past the deadline is abandoned: `abandon` ends what holds its clients
 * (their processes), and the levels after it are not tried, since each would start from the clients the
 * abandoned one left half connected.
 */
export async function measureLevels<T>(
  levels: readonly number[],
  measure: (clients: number) => Promise<T>,
  abandon: () => Promise<void>,
): Promise<Level<T>[]> {
  const measured: Level<T>[] = [];
  for (const clients of levels) {
    const given = measured.find((level) => !level.measured);
    if (given) {
      measured.push({ clients, ...notMeasured(`not tried after the ${count(given.clients)} clients level`) });
      continue;
    }
    const outcome = await withDeadline(levelDeadlineMs, () => measure(clients), abandon);
    measured.push(outcome.measured ? { clients, measured: true, ...outcome.value } : { clients, ...outcome });
  }
  return measured;
}

/** The measured levels alone. */
export const measuredOnly = <T>(levels: readonly Level<T>[]) =>
  levels.filter((level): level is Level<T> & { measured: true } => level.measured);

/** One line per level the plan skipped or the run could not measure, or nothing when every level was. */
export function notMeasuredLines(
  plan: LevelPlan,
  runs: { name: string; levels: readonly Level<unknown>[] }[],
) {
  const lines = plan.skipped.map(({ clients, reason }) => notMeasuredLine(clients, reason));
  for (const { name, levels } of runs)
    for (const level of levels)
      if (!level.measured) lines.push(`${name}: ${notMeasuredLine(level.clients, level.reason)}`);
  return lines;
}
