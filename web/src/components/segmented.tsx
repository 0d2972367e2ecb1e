import type { ReactNode } from 'react';
import './segmented.css';

/** One button of a segmented group (`<fieldset className="segmented">`): pressed when it is the choice made. */
export function SegmentedChoice({
  pressed,
  onClick,
  className,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `segmented__choice ${className}` : 'segmented__choice'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
