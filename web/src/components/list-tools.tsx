import { type ReactNode, useId } from 'react';
import './list.css';

/** The lists' tools (spec part 2 §2): a search box, the pickers' buttons and the sort. */
export function ListTools({ children }: { children: ReactNode }) {
  return <div className="list-tools card">{children}</div>;
}

export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="list-search">
      <span className="visually-hidden">{props.label}</span>
      <input
        type="search"
        value={props.value}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/** Opens a picker; says the current choice ("Catégorie : LMP2"). */
export function PickerButton(props: { picker: string; label: string; choice: string; onOpen: () => void }) {
  return (
    <button type="button" className="list-picker-button" data-picker={props.picker} onClick={props.onOpen}>
      {props.label} : {props.choice}
    </button>
  );
}

/** The sort; its label is outside the select, so that the select's name is the label alone. */
export function SortSelect<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="list-sort">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
