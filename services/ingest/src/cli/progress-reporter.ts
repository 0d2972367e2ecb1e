import { formatProgressBar, formatProgressLine, percentOf } from './progress-bar.ts';

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export type ProgressMode = 'bar' | 'lines' | 'none';

/** A terminal gets a bar redrawn in place; a log gets a line per tenth; `--json` gets nothing. */
export function progressModeOf(output: ProgressOutput, json: boolean): ProgressMode {
  if (json) return 'none';
  return output.isTTY ? 'bar' : 'lines';
}

/**
 * Shows the progress of one stage of a command on stderr. It writes only when what it shows changes (a
 * whole percent for the bar, a tenth for the lines), however often it is told.
 */
export function progressReporter(output: ProgressOutput, mode: ProgressMode, label: string) {
  let shown = -1;
  return {
    /** Closes a bar left unfinished (the stage failed), so that what follows starts on its own line. */
    end() {
      if (mode === 'bar' && shown >= 0 && shown < 100) output.write('\n');
      shown = 100;
    },
    update(done: number, total: number) {
      const percent = percentOf(done, total);
      const step = mode === 'bar' ? percent : Math.floor(percent / 10) * 10;
      if (mode === 'none' || step <= shown) return;
      shown = step;
      if (mode === 'bar')
        output.write(`\r${formatProgressBar(label, percent)}${percent === 100 ? '\n' : ''}`);
      else if (step > 0) output.write(`${formatProgressLine(label, step)}\n`);
    },
  };
}
