import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, at the end of a run, the wall time of each project (from its first file handed to a worker to
 * its last file done) and of the whole run, setups included: where the time of `npm test` goes.
 * Projects may overlap (unit and integration share the workers), so the parts can add up to more.
 */
export default class ProjectTimings implements Reporter {
  private runStart = 0;
  private readonly spans = new Map<string, { start: number; end: number }>();

  onInit(): void {
    this.runStart = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    const name = module.project.name;
    const now = performance.now();
    const span = this.spans.get(name);
    if (span) span.start = Math.min(span.start, now);
    else this.spans.set(name, { start: now, end: now });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (span) span.end = Math.max(span.end, performance.now());
  }

  onTestRunEnd(): void {
    if (this.spans.size === 0) return;
    const parts = [...this.spans].map(([name, { start, end }]) => `${name} ${formatDuration(end - start)}`);
    const total = formatDuration(performance.now() - this.runStart);
    process.stdout.write(`Durée par projet : ${parts.join(', ')} (total ${total})\n`);
  }
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
