import type { Program } from '../../api/types.ts';
import { t } from '../../i18n/i18n.ts';
import { currentEvent, dayKey, nextEvent, startCountdown } from './program-rules.ts';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';

/** The three summary boxes: what runs now, what comes next and when, and how many events today. */
export function ProgrammeSummary({
  schedule,
  now,
  zone,
}: {
  schedule: Program;
  now: number;
  zone: string | null;
}) {
  const current = currentEvent(schedule, now, zone);
  const next = nextEvent(schedule, now, zone);
  const todayCount = schedule[dayKey(now, zone)]?.length ?? 0;

  return (
    <div className="programme-summary">
      <section className="card summary-box">
        <h2>{TEXT.nowTitle}</h2>
        <p className="summary-value">{current ? current.title : TEXT.noCurrent}</p>
      </section>
      <section className="card summary-box">
        <h2>{TEXT.nextTitle}</h2>
        <p className="summary-value">{startCountdown(next, now, zone)}</p>
        {next && <p className="muted">{next.title}</p>}
      </section>
      <section className="card summary-box">
        <h2>{TEXT.todayTitle}</h2>
        <p className="summary-value">{t('programme.events', { count: todayCount })}</p>
      </section>
    </div>
  );
}
