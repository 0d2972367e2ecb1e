import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import {
  openPage,
  type PageWindow,
  paramsOf,
  prepareTab,
  saveScreenshots,
  withOwnBrowser,
} from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The public pages of spec part 1 §2 (home, live hub, videos, programme) on the whole site. The race runs
 * from 23:50:00 of race time, so that the live hub has a session with time left; half-way through the file
 * the feed jumps to the chequered flag, and the pages show the race over.
 */

const site = useSiteStack({ feedStart: '23:50:00', feedSpeed: 1, pollIntervalMs: 500 });

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('home /', () => {
  it('shows the hero, the figures, the three cards, the categories and the latest news', async () => {
    const entries = await apiGet<{ category_label: string }[]>(site.stack.url, '/api/entries');
    const carsOf = (label: string) => entries.filter((entry) => entry.category_label === label).length;
    expect(entries).toHaveLength(62);

    await site.browser.withPage('home', async (page) => {
      await open(page, '/');
      expect(await page.title()).toBe('Accueil — Le Mans live');

      const hero = page.locator('.home-hero');
      // The hero names the current event once /api/race-events has answered (no event's name before).
      const current = (
        await apiGet<{ name: string; current: boolean }[]>(site.stack.url, '/api/race-events')
      ).find((event) => event.current);
      expect(current?.name).toBe('24 Heures du Mans 2025');
      await expect.poll(() => hero.locator('h1').textContent()).toBe('24 Heures du Mans 2025');
      expect(await hero.getByRole('link', { name: 'Suivre le live' }).getAttribute('href')).toBe('/live');
      expect(await hero.getByRole('link', { name: 'Voir le programme' }).getAttribute('href')).toBe(
        '/programme',
      );

      await expect
        .poll(() => texts(page, '.home-stat'), { timeout: 15_000 })
        .toEqual(['62Engagés', '3Catégories', '13.626 kmLongueur du circuit', '24 hDurée de la course']);

      // The race is running: the Live card says so, in the words of every page.
      await expect
        .poll(() => texts(page, '.home-card'), { timeout: 15_000 })
        .toEqual(['LiveEn course', 'Programme6-15 juin 2025', 'Engagements62 voitures']);
      const cardLinks = await page
        .locator('.home-card')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(cardLinks).toEqual(['/live', '/programme', '/engagements']);

      expect(await texts(page, '.category-card h3')).toEqual(['Hypercar', 'LMP2', 'LMGT3']);
      expect(await texts(page, '.category-banner span')).toEqual([
        `${carsOf('Hypercar')} voitures`,
        `${carsOf('LMP2')} voitures`,
        `${carsOf('LMGT3')} voitures`,
      ]);
      for (const card of await page.locator('.category-card').all()) {
        expect(await card.locator('.category-samples li').count()).toBe(3);
        expect(await card.locator('.category-banner').getAttribute('href')).toBe('/engagements');
      }

      // The three most recent news by the moment shown (23:50 of race time: Sunday 15:50 in Le Mans), newest
      // first, the first marked new: nothing of the finish yet.
      await expect
        .poll(() => texts(page, '.news-card h3'), { timeout: 15_000 })
        .toEqual([
          'Meilleur tour en course pour Sébastien Bourdais',
          'Reprise de la course',
          'Voiture de sécurité en piste',
        ]);
      expect(await texts(page, '.news-card .news-badges')).toEqual(['NOUVEAUInfo', 'Alerte', 'Alerte']);
      expect(await texts(page, '.news-card time')).toEqual(['15 juin 2025', '15 juin 2025', '15 juin 2025']);
      const readMore = page.locator('.news-card').getByRole('link', { name: /^Lire la suite/ });
      expect(await readMore.count()).toBe(3);
      expect(await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/actualites',
        '/actualites',
        '/actualites',
      ]);

      await saveScreenshots(page, 'home');
    });
  });

  it('shows the video controls on hover and on focus; sound and pause change the player address', async () => {
    await site.browser.withPage('home-video', async (page) => {
      await open(page, '/');
      const player = page.locator('.promo-video');
      const frame = player.locator('iframe');
      const controls = player.locator('.promo-video-controls');
      const opacity = () =>
        controls.evaluate(
          (element) => (globalThis as unknown as PageWindow).getComputedStyle(element).opacity,
        );

      expect(paramsOf(await frame.getAttribute('src'))).toMatchObject({
        autoplay: '1',
        mute: '1',
        loop: '1',
      });
      await page.mouse.move(0, 0);
      await expect.poll(opacity).toBe('0');
      // Over the controls' strip: headless chromium does not reliably report a hover above a cross-origin frame.
      await controls.hover();
      await expect.poll(opacity).toBe('1');
      await page.mouse.move(0, 0);
      await expect.poll(opacity).toBe('0');

      // From the keyboard: a focused control shows them all.
      const sound = player.getByRole('button', { name: 'Activer le son' });
      await sound.focus();
      await expect.poll(opacity).toBe('1');
      await page.keyboard.press('Enter');
      await player.getByRole('button', { name: 'Couper le son' }).waitFor();
      expect(paramsOf(await frame.getAttribute('src'))).toMatchObject({ autoplay: '1', mute: '0' });

      await player.getByRole('button', { name: 'Pause' }).click();
      await player.getByRole('button', { name: 'Lecture' }).waitFor();
      expect(paramsOf(await frame.getAttribute('src'))).toMatchObject({ autoplay: '0', mute: '0' });
      expect(await player.getByRole('button', { name: 'Plein écran' }).isVisible()).toBe(true);
    });
  });

  it('leads from the category banners to /engagements, which redirects to the teams list', async () => {
    await site.browser.withPage('home-categories', async (page) => {
      await open(page, '/');
      await page.locator('.category-banner').first().waitFor({ timeout: 15_000 });
      // Every address the router goes through, in order.
      await page.evaluate(() => {
        const window = globalThis as unknown as PageWindow;
        window.recorded = [];
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = window.history[method].bind(window.history);
          window.history[method] = (state, unused, url) => {
            if (url != null) window.recorded.push(String(url));
            original(state, unused, url);
          };
        }
      });
      await page.locator('.category-banner').first().click();
      await expect
        .poll(async () => {
          const paths = await page.evaluate(() => (globalThis as unknown as PageWindow).recorded);
          // The router may write the same address twice in a row; the chain is what matters.
          return paths.filter((path, index) => path !== paths[index - 1]);
        })
        .toEqual(['/engagements', '/equipes']);
      expect(new URL(page.url()).pathname).toBe('/equipes');
      expect(await page.title()).toBe('Équipes — Le Mans live');
      await page.goto(`${site.stack.url}/`);

      await page.getByRole('link', { name: 'Suivre le live' }).click();
      await expect.poll(() => page.title()).toBe('Live — Le Mans live');
      expect(new URL(page.url()).pathname).toBe('/live');
    });
  });
});

describe('live hub /live', () => {
  it('shows the running session with its remaining time, then its result once the flag is out', async () => {
    await site.browser.withPage('live-hub', async (page) => {
      await open(page, '/live');
      expect(await page.title()).toBe('Live — Le Mans live');
      const cards = page.locator('.live-hub-card');
      await cards.first().waitFor({ timeout: 15_000 });
      expect(await texts(page, '.live-hub-card h2')).toEqual(['Classement en direct', 'Vidéos en direct']);
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/live/classement',
        '/live/videos',
      ]);

      const title = page.locator('.live-hub-session strong');
      await expect
        .poll(() => title.textContent(), { timeout: 15_000 })
        .toMatch(/^Course \(\d+:\d\d restant\)$/);
      const first = await title.textContent();
      await expect.poll(() => title.textContent(), { timeout: 5_000 }).not.toBe(first);

      // The feed jumps to the chequered flag: the socket's frames end the session on the open page.
      await jumpFeedTo(site.stack.feedUrl, '24:02:45');
      await expect
        .poll(() => page.locator('.live-hub-phase').textContent(), { timeout: 45_000 })
        .toMatch(/^Résultat (provisoire|final)$/);
      expect(await title.textContent()).toBe('Course');
      expect(await page.locator('.live-hub-dot').count()).toBe(0);

      await saveScreenshots(page, 'live');
    });
  });
});

describe('live videos /live/videos', () => {
  it('says that no stream is available, then lists the live ones in main, grid and list views', async () => {
    await site.browser.withPage('videos', async (page) => {
      await open(page, '/live/videos');
      expect(await page.title()).toBe('Vidéos en direct — Le Mans live');
      const over = page.locator('.videos-over');
      await over.waitFor({ timeout: 15_000 });
      expect(await over.locator('h2').textContent()).toBe('Aucun stream disponible');
      // Said first while the event's state is on its way (« Aucun stream n'est diffusé… »): the finished
      // event's words once it is known.
      await expect
        .poll(() => over.locator('p').textContent(), { timeout: 15_000 })
        .toBe(
          "L'événement est terminé : aucun stream n'est disponible pour le moment. Les replays arrivent bientôt.",
        );
      expect(await over.getByRole('link', { name: 'Voir le classement final' }).getAttribute('href')).toBe(
        '/live/classement',
      );
      await saveScreenshots(page, 'videos');

      // Two live streams; a replay and an unpublished one stay out.
      await sql`
        INSERT INTO streams
          (team_number, team_name, stream_title, stream_description, stream_url, is_active, status, priority)
        VALUES
          ('83', 'AF Corse', 'Caméra embarquée #83', 'Ferrari 499P', 'https://www.youtube.com/watch?v=ferrari83', true, 'live', 10),
          ('6', 'Porsche Penske Motorsport', NULL, NULL, 'https://youtu.be/porsche6', true, 'live', 5),
          ('50', 'Ferrari AF Corse', 'Replay #50', NULL, 'https://www.youtube.com/watch?v=replay50', true, 'replay', 20),
          ('12', 'Cadillac Hertz Team JOTA', 'Non publié', NULL, 'https://www.youtube.com/watch?v=cadillac12', false, 'live', 30)
      `.execute(site.stack.database.db);
      await page.reload();

      const players = page.locator('.videos-players');
      const frames = () =>
        players
          .locator('iframe')
          .evaluateAll((list) =>
            list.map((frame) => [frame.getAttribute('title'), frame.getAttribute('src')]),
          );
      await players.waitFor({ timeout: 15_000 });
      expect(await frames()).toEqual([['Caméra embarquée #83', 'https://www.youtube.com/embed/ferrari83']]);
      const choices = page.getByRole('navigation', { name: 'Autres flux' }).getByRole('button');
      expect(await choices.allTextContents()).toEqual([
        'Caméra embarquée #83',
        '#6 Porsche Penske Motorsport',
      ]);
      await choices.nth(1).click();
      await expect
        .poll(frames)
        .toEqual([['#6 Porsche Penske Motorsport', 'https://www.youtube.com/embed/porsche6']]);

      await page.getByRole('button', { name: 'Grille' }).click();
      expect(await page.getByRole('button', { name: 'Grille' }).getAttribute('aria-pressed')).toBe('true');
      expect(await players.getAttribute('class')).toBe('videos-players videos-grid');
      expect(await frames()).toEqual([
        ['Caméra embarquée #83', 'https://www.youtube.com/embed/ferrari83'],
        ['#6 Porsche Penske Motorsport', 'https://www.youtube.com/embed/porsche6'],
      ]);
      expect(await texts(page, '.stream-player figcaption')).toEqual([
        'Caméra embarquée #83Ferrari 499P',
        '#6 Porsche Penske Motorsport',
      ]);

      await page.getByRole('button', { name: 'Liste' }).click();
      expect(await players.getAttribute('class')).toBe('videos-players videos-list');
      expect(await players.locator('.stream-player.compact').count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Plein écran' }).isVisible()).toBe(true);
    });
  });
});

describe('programme /programme', () => {
  it('shows the programme as over, the past days, the legend and the winner of the finished race', async () => {
    await site.browser.withPage('programme', async (page) => {
      await open(page, '/programme');
      expect(await page.title()).toBe('Programme — Le Mans live');
      await page.locator('.day-chip').first().waitFor({ timeout: 15_000 });

      expect(await page.locator('.programme-status').textContent()).toBe('🏁 Événement terminé');
      const chips = page.locator('.day-chip');
      expect(await chips.count()).toBe(10);
      expect(await chips.evaluateAll((list) => list.map((chip) => chip.className))).toEqual(
        Array(10).fill('day-chip past'),
      );
      expect(await page.locator('.day-chip-today').count()).toBe(0);
      // Today is not in the programme: the first day opens.
      const selected = page.locator('.day-chip[aria-pressed="true"]');
      expect(await selected.textContent()).toBe('ven.6juin2 événements');

      expect(await texts(page, '.summary-box')).toEqual([
        'En cours maintenantAucun événement en cours',
        'Prochain événementTerminé',
        "Aujourd'hui0 événement",
      ]);
      expect(await texts(page, '.event-group h2')).toEqual(['Terminés (2)']);
      expect(await texts(page, '.programme-legend li')).toEqual([
        '24 Heures du Mans (Sessions officielles)',
        'Courses Support',
        'Animations circuit',
        'Autres',
      ]);

      await chips.filter({ hasText: 'sam.14juin' }).click();
      expect(await selected.textContent()).toBe('sam.14juin7 événements');
      expect(await texts(page, '.event-group h2')).toEqual(['Terminés (7)']);
      expect(await page.locator('.event-item h3').first().textContent()).toBe('Road to Le Mans : course 2');

      // Once every car has crossed the line the result is final, as on every page, with the ranking's winner.
      await jumpFeedTo(site.stack.feedUrl, '24:06:40');
      await expect
        .poll(() => page.locator('.programme-phase').textContent(), { timeout: 30_000 })
        .toBe('Résultat final');
      await expect
        .poll(() => page.locator('.programme-winner p').textContent())
        .toBe('🏆 Vainqueur : #83 AF Corse — Ferrari 499P');
      const links = page.locator('.programme-winner-links a');
      expect(
        await links.evaluateAll((list) => list.map((a) => [a.textContent, a.getAttribute('href')])),
      ).toEqual([
        ['Classement final', '/live/classement'],
        ['Voir le Vainqueur', '/equipes/16'],
      ]);

      await chips.first().click();
      await saveScreenshots(page, 'programme');
    });
  });

  it('on race day opens on today, with the event running, the next one and its countdown', async () => {
    await withOwnBrowser('programme-race-day', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.clock.install({ time: new Date('2025-06-14T15:00:00+02:00') });
      await page.goto(`${site.stack.url}/programme`);
      await page.locator('.day-chip').first().waitFor({ timeout: 15_000 });

      const chips = page.locator('.day-chip');
      expect(
        await chips.evaluateAll((list) => list.map((chip) => chip.className.replace('day-chip ', ''))),
      ).toEqual([...Array(8).fill('past'), 'current', 'future']);
      const selected = page.locator('.day-chip[aria-pressed="true"]');
      expect(await selected.textContent()).toBe("sam.14juin7 événementsAujourd'hui");
      expect(await page.locator('.programme-status').count()).toBe(0);
      expect(await page.locator('.programme-clock strong').textContent()).toBe('15:00');

      const summary = () => texts(page, '.summary-box');
      expect(await summary()).toEqual([
        "En cours maintenantCérémonies d'avant-course",
        'Prochain événement1h 0min24 Heures du Mans : départ de la course',
        "Aujourd'hui7 événements",
      ]);
      expect(await texts(page, '.event-group h2')).toEqual(['En cours (1)', 'À venir (2)', 'Terminés (4)']);
      expect(await page.locator('.event-group.live .event-remaining').textContent()).toBe(
        'Temps restant : 50min',
      );
      expect(await texts(page, '.event-group.upcoming h3')).toEqual([
        '24 Heures du Mans : départ de la course',
        'Soirée au village',
      ]);
      expect(await texts(page, '.event-group.upcoming .event-time')).toEqual([
        '16:00 – dim. 16:00',
        '21:00 – dim. 01:00',
      ]);

      // Twelve minutes before the start, then two days and two hours before the first event of the week.
      await page.clock.setSystemTime(new Date('2025-06-14T15:48:00+02:00'));
      await expect
        .poll(summary, { timeout: 5_000 })
        .toContain('Prochain événement12min24 Heures du Mans : départ de la course');
      await page.clock.setSystemTime(new Date('2025-06-04T08:00:00+02:00'));
      await expect
        .poll(summary, { timeout: 5_000 })
        .toEqual([
          'En cours maintenantAucun événement en cours',
          'Prochain événement2j 2hPesage : vérifications administratives et techniques (1re journée)',
          "Aujourd'hui0 événement",
        ]);
      expect(await selected.textContent()).toBe('ven.6juin2 événements');
      expect(await chips.evaluateAll((list) => list.map((chip) => chip.className))).toEqual(
        Array(10).fill('day-chip future'),
      );
    });
  });
});
