import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDriverLapTime } from './driver-format.ts';

/** Lap time per lap, drawn by uPlot on a canvas as wide as its box (redrawn when the box resizes). */
export function LapChart({ data }: { data: [number[], number[]] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 300,
        scales: { x: { time: false } },
        axes: [
          { label: 'Tour' },
          {
            label: 'Temps',
            size: 70,
            values: (_plot, ticks) => ticks.map((seconds) => formatDriverLapTime(seconds * 1000)),
          },
        ],
        series: [
          { label: 'Tour' },
          {
            label: 'Temps au tour',
            stroke: '#e21e19',
            width: 2,
            points: { show: true, size: 5 },
            value: (_plot, seconds) => (seconds == null ? '-' : formatDriverLapTime(seconds * 1000)),
          },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 300 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [data]);
  return <div ref={box} className="lap-chart" />;
}
