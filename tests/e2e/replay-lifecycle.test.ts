import { parseRaceTime } from '@lemans/contract/timing';
import { saveLapRecording } from '@lemans/recordings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { truncated } from '../integration/ingest/replay-harness.ts';
import { readRecording2025 } from '../support/live-seed.ts';
import { openAdmin, toast } from './support/admin-pages.ts';
import { carCount } from './support/circuit-map.ts';
import {
  type LiveIndicators,
  liveIndicatorsOf,
  RUNNING_FLAG_KINDS,
  waitForPageSeconds,
} from './support/live-indicators.ts';
import { openPage, paramsOf } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * A replay's whole lifecycle as the operator drives it from /admin/enregistrements and as a fan sees it at the same
 * time on the ranking page, in another tab: started, paused, resumed, sought backwards (a new run the fan is
 * offered and follows), stopped. The replay plays the 2025 race's first hour at 60×: a minute of playing
 * from the start, more than the steps take, so that it never reaches its end meanwhile. The live race goes
 * on beside it (from 20:00, far from its flag), so that the fan has a choice of session.
 */

const NAME = '24 Heures du Mans 2025 — Course';
const ONE_HOUR = parseRaceTime('01:00:00') as number;
/** The race's length, which the banner's time left counts down from. */
const RACE_S = 24 * 3600;

const site = useSiteStack({ feedStart: '20:00:00' });
let recordingId: string;

beforeAll(async () => {
  const recording = truncated(await readRecording2025(), ONE_HOUR);
  recordingId = (await saveLapRecording(site.stack.database.db, recording)).id;
});

/** Every indicator says the followed replay runs: header, banner flag, pulsing dot, a time left. */
async function expectRunning(fan: Page): Promise<LiveIndicators> {
  await expect
    .poll(() => liveIndicatorsOf(fan), { timeout: 20_000 })
    .toMatchObject({
      dot: 1,
      dotAnimation: 'live-pulse',
      rankingFlag: 'En course',
      bannerFlagKind: expect.toBeOneOf(RUNNING_FLAG_KINDS),
      remainingS: expect.any(Number),
    });
  return liveIndicatorsOf(fan);
}

/** The time left moves on: it comes down from what it was. */
async function expectRemainingMoves(fan: Page): Promise<void> {
  const { remainingS } = await liveIndicatorsOf(fan);
  await expect
    .poll(async () => (await liveIndicatorsOf(fan)).remainingS, { timeout: 15_000 })
    .toBeLessThan(remainingS as number);
}

/** Every indicator says the replay is halted (`text`), with no dot, and the time left holds still. */
async function expectHalted(fan: Page, text: string, icon: string): Promise<void> {
  await expect
    .poll(() => liveIndicatorsOf(fan), { timeout: 20_000 })
    .toMatchObject({
      dot: 0,
      rankingFlag: `${icon} ${text}`,
      bannerFlag: `${text} : ${text}`,
      bannerFlagKind: 'halted',
      remainingS: expect.any(Number),
    });
  const halted = await liveIndicatorsOf(fan);
  await waitForPageSeconds(fan, 3);
  expect(await liveIndicatorsOf(fan)).toEqual(halted);
}

/** The race time the circuit page's clock shows, in seconds. */
async function circuitClockS(circuit: Page): Promise<number> {
  return (
    (parseRaceTime((await circuit.getByTestId('circuit-clock').textContent()) ?? '') ?? Number.NaN) / 1000
  );
}

/**
 * How many seconds of race the circuit page's clock shows going by for each second of the test's, measured
 * over two minutes of race: 60 for a replay at 60×, 1 for a race at its own pace.
 */
async function circuitRaceRate(circuit: Page): Promise<number> {
  const from = await circuitClockS(circuit);
  const startedAt = performance.now();
  await expect.poll(() => circuitClockS(circuit), { timeout: 30_000 }).toBeGreaterThanOrEqual(from + 120);
  return ((await circuitClockS(circuit)) - from) / ((performance.now() - startedAt) / 1000);
}

/** How many seconds of race the circuit page's clock shows going by while its own clock moves on 2 s. */
async function circuitRaceSecondsOverTwo(circuit: Page): Promise<number> {
  const before = await circuitClockS(circuit);
  await waitForPageSeconds(circuit, 2);
  return (await circuitClockS(circuit)) - before;
}

describe('a replay driven from the admin area, watched on the ranking page', () => {
  it('shows the fan its start, pause, resumption, new run after a seek backwards and stop', async () => {
    await site.browser.withPage('replay-lifecycle-admin', async (admin) => {
      await site.browser.withPage('replay-lifecycle-fan', async (fan) => {
        await site.browser.withPage('replay-lifecycle-circuit', async (circuit) => {
          await openAdmin(admin, site.stack.url, '/admin/enregistrements');
          const row = admin.locator(`tr[data-recording-id="${recordingId}"]`);
          await row.getByRole('button', { name: `Rediffuser ${NAME}` }).click({ timeout: 15_000 });
          const form = admin.getByRole('form', { name: `Rediffuser ${NAME}` });
          await form.getByLabel('Vitesse').selectOption('60');
          await form.getByRole('button', { name: 'Lancer la rediffusion' }).click();
          await toast(admin, 'Rediffusion lancée').waitFor();
          const card = admin.locator('li[data-testid="replay-card"]');
          await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('running');
          expect(await card.locator('.recordings-state').textContent()).toBe('En cours');
          const adminClock = card.locator('[data-testid="replay-clock"]');
          const sessionId =
            paramsOf(await card.getByRole('link', { name: 'Voir le classement' }).getAttribute('href'))
              .session ?? '';
          expect(sessionId).toMatch(/^replay-[0-9a-f]{8}$/);

          // A replay is a private preview until published: the operator publishes it for the fans.
          await card.getByRole('button', { name: 'Publier' }).click();
          await expect
            .poll(() => card.locator('[data-published]').getAttribute('data-published'))
            .toBe('true');

          // The fan opens the ranking (the live race) and chooses the replay among the sessions playing; the
          // nav dot's pulse is part of what the fan sees.
          await fan.emulateMedia({ reducedMotion: 'no-preference' });
          await openPage(fan, site.stack.url, '/live/classement');
          await fan.getByLabel('Session affichée').selectOption(sessionId, { timeout: 30_000 });
          await fan.waitForURL(`${site.stack.url}/live/classement?session=${sessionId}`);
          await expectRunning(fan);
          await expectRemainingMoves(fan);

          // Another fan watches it on the circuit: its race runs there at the replay's speed.
          await circuit.emulateMedia({ reducedMotion: 'no-preference' });
          await openPage(circuit, site.stack.url, `/live/circuit?session=${sessionId}`);
          await circuit.getByTestId('replay-badge-circuit').waitFor({ timeout: 15_000 });
          await expect.poll(() => carCount(circuit), { timeout: 15_000 }).toBeGreaterThanOrEqual(50);
          // Far faster than a race at its own pace, however slowly the frames come on a busy machine.
          expect(await circuitRaceRate(circuit)).toBeGreaterThan(10);

          // Paused: the operator's clock and the fan's time left stand still, the dot goes out.
          await card.getByRole('button', { name: 'Pause' }).click();
          await toast(admin, 'Rediffusion en pause').waitFor();
          await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('paused');
          expect(await card.locator('.recordings-state').textContent()).toBe('En pause');
          const pausedClock = await adminClock.textContent();
          await expectHalted(fan, 'Rediffusion en pause', '⏸');
          // The circuit's cars stop with it.
          await expect.poll(() => circuitRaceSecondsOverTwo(circuit), { timeout: 30_000 }).toBe(0);
          // Its animation would take the CPU the other test files share for the rest of this long test.
          await circuit.goto('about:blank');
          expect(await adminClock.textContent()).toBe(pausedClock);

          // Resumed: running again, from where it stood.
          await card.getByRole('button', { name: 'Reprendre' }).click();
          await toast(admin, 'Rediffusion reprise').waitFor();
          await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('running');
          await expect.poll(() => adminClock.textContent(), { timeout: 10_000 }).not.toBe(pausedClock);
          const beforeSeek = await expectRunning(fan);
          await expectRemainingMoves(fan);

          // Sought backwards to the start: a new run, which the fan of the old one is offered and follows.
          await card.getByLabel('Heure de course').fill('00:00:00');
          const soughtAt = Date.now();
          await card.getByRole('button', { name: 'Aller' }).click();
          await toast(admin, 'Rediffusion déplacée à 00:00:00').waitFor();
          const next = fan.getByRole('link', { name: 'Suivre la nouvelle rediffusion' });
          await next.waitFor({ timeout: 20_000 });
          expect(await next.getAttribute('href')).toBe(`/live/classement?session=${sessionId}-2`);
          await expect
            .poll(() => liveIndicatorsOf(fan), { timeout: 20_000 })
            .toMatchObject({ dot: 0, rankingFlag: '⏹ Rediffusion arrêtée', bannerFlagKind: 'halted' });
          await next.click();
          await fan.waitForURL(`${site.stack.url}/live/classement?session=${sessionId}-2`);
          const newRun = await expectRunning(fan);
          // The new run is back at the start: it has played no more than 60× the time since the seek, where
          // the old run would be that much ahead of where it stood (minutes of race time) had it gone on.
          const playedS = RACE_S - (newRun.remainingS as number);
          expect(playedS).toBeLessThanOrEqual(60 * ((Date.now() - soughtAt) / 1000 + 1));
          expect(RACE_S - (beforeSeek.remainingS as number)).toBeGreaterThan(60);
          await expectRemainingMoves(fan);
          expect(await next.count()).toBe(0);

          // Stopped, once confirmed: nothing says live any more, and the time left stands still.
          admin.once('dialog', (dialog) => void dialog.accept());
          await card.getByRole('button', { name: 'Arrêter' }).click();
          await toast(admin, 'Rediffusion arrêtée').waitFor();
          await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('stopped');
          expect(await card.locator('.recordings-state').textContent()).toBe('Arrêtée');
          await expectHalted(fan, 'Rediffusion arrêtée', '⏹');
          expect(await next.count()).toBe(0);
          expect(await fan.locator('.flag-badge.green').count()).toBe(0);
          expect(await fan.getByText('🏁 Résultat final').count()).toBe(0);
          expect(await fan.getByText('(en direct)').count()).toBe(0);
        });
      });
    });
    // Some forty waits of up to 20 s each, on two cores other test files share.
  }, 180_000);
});
