import { expect, it } from 'vitest';
import { openPage } from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The race followed from 23:45:00 of race time only, as `npm start` joins it: the pages giving the
 * session's figures say from when they run, in words.
 */

interface StrategyAnswer {
  at_race_ms: number;
  partial_since_ms: number | null;
}

/** #83, the winner (the catalogue and the timing share their ids). */
const FERRARI_83 = 16;
const SINCE_JOINED = /^Données partielles depuis 23:45:\d\d$/;
/** No car laps the Circuit des 24 Heures in under 3 min 20 s (the 2025 race's fastest lap: 3:26.06). */
const QUICKEST_LAP_MS = 200_000;
const STINT_UNSEEN = 'Inconnu : le relais a commencé avant le début des données';

const site = useSiteStack({ feedStart: '23:45:00' });

/** The strategy of the session the feed plays, as the API answers it now. */
async function strategyOfLiveSession(): Promise<StrategyAnswer> {
  const { session_id } = await apiGet<{ session_id: string }>(site.stack.url, '/api/live');
  return apiGet<StrategyAnswer>(site.stack.url, `/api/sessions/${encodeURIComponent(session_id)}/strategy`);
}

it("says on #83's page and in the reports list that the data runs from 23:45", async () => {
  await site.browser.withPage('partial-session', async (page) => {
    await openPage(page, site.stack.url, `/equipes/${FERRARI_83}`);
    const header = page.locator('.event-source').getByRole('note');
    await expect.poll(() => header.textContent(), { timeout: 30_000 }).toMatch(SINCE_JOINED);

    await openPage(page, site.stack.url, '/sessions/reports');
    const card = page.locator('.report-card').first().getByRole('note');
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toMatch(SINCE_JOINED);
  });
});

it('says in the strategy view that the data runs from 23:45, and shows no stint longer than it saw', async () => {
  await site.browser.withPage('partial-strategy', async (page) => {
    await openPage(page, site.stack.url, '/live/classement?vue=strategie');
    const view = page.locator('.strategy-view');
    await expect.poll(() => view.getByRole('note').textContent(), { timeout: 60_000 }).toMatch(SINCE_JOINED);
    // The window's share, as the answer states it, in the page's language.
    expect(await view.locator('.strategy-legend').textContent()).toMatch(/ dans 80\s% des cas /);
    // A car is in the strategy once the feed has brought it across the line since the stack started.
    const lines = view.locator('.strategy-table tbody tr');
    await expect.poll(() => lines.count(), { timeout: 90_000 }).toBeGreaterThan(0);
    const stints = await lines.evaluateAll((found) =>
      found.map((row) => {
        const cell = row.querySelectorAll('td')[2];
        return {
          number: row.getAttribute('data-number') ?? '',
          text: cell?.textContent ?? '',
          title: cell?.querySelector('[title]')?.getAttribute('title') ?? null,
        };
      }),
    );
    // Read after the page: what the session had seen by then bounds every stint the page showed.
    const answer = await strategyOfLiveSession();
    expect(answer.partial_since_ms).not.toBeNull();
    const seenMs = answer.at_race_ms - (answer.partial_since_ms ?? 0);
    const longer: string[] = [];
    for (const stint of stints) {
      if (stint.text === 'aux stands') continue;
      if (stint.title !== null) {
        // « — » and why, in words for a screen reader and on hover.
        if (stint.title !== STINT_UNSEEN || stint.text !== `—${STINT_UNSEEN}`)
          longer.push(`#${stint.number} ${stint.text}`);
        continue;
      }
      const match = /^(\d+) t\. \((\d+) min\)$/.exec(stint.text);
      const laps = Number(match?.[1]);
      const minutes = Number(match?.[2]);
      if (!match || laps > Math.ceil(seenMs / QUICKEST_LAP_MS) || minutes * 60_000 > seenMs) {
        longer.push(`#${stint.number} ${stint.text}`);
      }
    }
    expect(longer, `vu pendant ${seenMs} ms`).toEqual([]);
    // Joined 15 minutes before the flag, most cars have made no stop since: their stint is not known.
    expect(stints.filter((stint) => stint.title === STINT_UNSEEN).length).toBeGreaterThan(0);
  });
});
