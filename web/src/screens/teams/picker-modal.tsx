import { useEffect, useId, useRef } from 'react';
import { TEAMS_TEXT } from './teams-rules.ts';

export interface PickerOption {
  /** null is the 'all' choice, which clears the filter. */
  value: string | null;
  label: string;
}

/**
 * The category and brand pickers (spec part 2 §4): choosing an option sets the filter and closes; Escape,
 * the close button and the backdrop close without choosing. The opener gets the focus back on close.
 */
export function PickerModal({
  title,
  options,
  selected,
  onChoose,
  onClose,
}: {
  title: string;
  options: readonly PickerOption[];
  selected: string | null;
  onChoose: (value: string | null) => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own
    <div
      className="teams-modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="teams-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <header className="teams-modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="teams-modal-close" onClick={onClose} aria-label={TEAMS_TEXT.close}>
            ×
          </button>
        </header>
        <div className="teams-modal-options">
          {options.map((option) => (
            <button
              key={option.value ?? ''}
              type="button"
              className="teams-modal-option"
              aria-pressed={selected === option.value}
              onClick={() => onChoose(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
