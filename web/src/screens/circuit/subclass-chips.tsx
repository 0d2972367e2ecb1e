import { SegmentedChoice } from '../../components/segmented.tsx';
import { t } from '../../i18n/i18n.ts';
import { viewClassNameOf, viewTextOf } from '../live/ranking/subclass-view.ts';

/**
 * Beside the class chips, the sub-classes the session's entry list names (« LMP2 Pro-Am »): one pressed
 * shows its cars alone, pressed again every car of its class.
 */
export function SubclassChips({
  keys,
  value,
  onSelect,
}: {
  keys: readonly string[];
  value: string | null;
  onSelect: (key: string | null) => void;
}) {
  if (keys.length === 0) return null;
  return (
    <fieldset className="segmented subclass-chips">
      <legend className="visually-hidden">{t('ranking.controls.class')}</legend>
      {keys.map((key) => (
        <SegmentedChoice
          key={key}
          className={`class-choice ${viewClassNameOf(key)}`}
          pressed={value === key}
          onClick={() => onSelect(value === key ? null : key)}
        >
          {viewTextOf(key)}
        </SegmentedChoice>
      ))}
    </fieldset>
  );
}
