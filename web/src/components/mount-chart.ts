import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Charts never get narrower than a phone held upright. */
const MIN_WIDTH = 280;

/**
 * Draws a uPlot chart in `element`, as wide as it (the canvas follows the column's width on a phone's
 * rotation or a window's resize), and gives back what removes it: an effect's cleanup.
 */
export function mountChart(
  element: HTMLElement,
  height: number,
  options: Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
): () => void {
  const width = () => Math.max(MIN_WIDTH, element.clientWidth);
  const chart = new uPlot({ ...options, width: width(), height }, data, element);
  const observer = new ResizeObserver(() => chart.setSize({ width: width(), height }));
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
