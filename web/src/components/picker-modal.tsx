import { useEffect, useId, useRef } from 'react';
import { t } from '../i18n/i18n.ts';
import './picker-modal.css';

export interface PickerOption {
  value: string;
  label: string;
  /** How many items the choice keeps, when the list shows it. */
  count?: number;
}

/**
 * A modal list of choices, the lists' category, brand and nationality pickers (spec part 2 §4): choosing
 * one, or 'all' (which clears the filter), applies it and closes; Escape, the backdrop and the close button
 * close without change. The current choice has the focus while open; the opener gets it back on close.
 */
export function PickerModal(props: {
  title: string;
  allLabel: string;
  options: readonly PickerOption[];
  selected: string | null;
  onChoose: (value: string | null) => void;
  onClose: () => void;
}) {
  const { title, allLabel, options, selected, onChoose, onClose } = props;
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

  const choices: { value: string | null; label: string; count?: number }[] = [
    { value: null, label: allLabel },
    ...options,
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own
    <div className="picker-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="picker-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <header>
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="picker-close" onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        </header>
        <ul>
          {choices.map((choice) => (
            <li key={choice.value ?? ''}>
              <button
                type="button"
                className="picker-option"
                aria-pressed={selected === choice.value}
                onClick={() => onChoose(choice.value)}
              >
                <span>{choice.label}</span>
                {choice.count !== undefined && <span className="picker-count">{choice.count}</span>}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
