import { type KeyboardEvent, useRef } from 'react';
import { t } from '../../i18n/i18n.ts';
import { choicesOf } from '../../i18n/texts-of.ts';
import type { ReportTab } from './report-view.ts';

const TABS = choicesOf<ReportTab>([
  { value: 'tours', label: 'report.tab.laps' },
  { value: 'classement', label: 'report.tab.classification' },
  { value: 'evenements', label: 'report.tab.events' },
  { value: 'analyse', label: 'report.tab.analysis' },
]);

export const tabId = (tab: ReportTab) => `rapport-onglet-${tab}`;
export const panelId = (tab: ReportTab) => `rapport-panneau-${tab}`;

/**
 * The report's tabs (WAI-ARIA tabs pattern): only the selected tab is in the tab order; the arrow keys,
 * Home and End move to another tab and open it.
 */
export function ReportTabs({ tab, onSelect }: { tab: ReportTab; onSelect: (tab: ReportTab) => void }) {
  const buttons = useRef(new Map<ReportTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((item) => item.value === tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = TABS[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.value);
    buttons.current.get(next.value)?.focus();
  }

  return (
    <div className="report-tabs" role="tablist" aria-label={t('report.tabs')} onKeyDown={onKeyDown}>
      {TABS.map((item) => (
        <button
          key={item.value}
          ref={(element) => {
            if (element) buttons.current.set(item.value, element);
          }}
          type="button"
          role="tab"
          id={tabId(item.value)}
          aria-controls={panelId(item.value)}
          aria-selected={item.value === tab}
          tabIndex={item.value === tab ? 0 : -1}
          onClick={() => onSelect(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
