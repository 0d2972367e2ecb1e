import type { ReactNode } from 'react';

/**
 * A box that scrolls a wide table sideways on narrow screens. It is a named region the keyboard can reach:
 * a table of plain text has nothing else to focus, and without it a keyboard user could not scroll to the
 * hidden columns (WCAG 2.1.1).
 */
export function ScrollBox({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to be scrolled.
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
