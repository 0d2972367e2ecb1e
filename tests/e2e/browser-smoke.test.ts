import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser.ts';
import { openBrowser } from './support/shared-browser.ts';

const page = `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8"><title>Essai</title></head>
  <body>
    <p id="message">En attente du départ</p>
    <button type="button">Donner le départ</button>
    <script>
      document.querySelector('button').addEventListener('click', () => {
        document.querySelector('#message').textContent = 'Le départ est donné !';
      });
    </script>
  </body>
</html>`;

let server: Server;
let baseUrl: string;
let browser: TestBrowser;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('browser helper', () => {
  it('opens a page, clicks and reads the changed French text', async () => {
    await browser.withPage('browser-smoke', async (tab) => {
      await tab.goto(baseUrl);
      expect(await tab.locator('#message').textContent()).toBe('En attente du départ');
      await tab.getByRole('button', { name: 'Donner le départ' }).click();
      expect(await tab.locator('#message').textContent()).toBe('Le départ est donné !');
    });
  });

  it('keeps a screenshot of the page when the test body throws', async () => {
    const name = 'browser-smoke-echec-volontaire';
    const screenshot = fileURLToPath(new URL(`failures/${name}.png`, import.meta.url));
    await rm(screenshot, { force: true });
    await expect(
      browser.withPage(name, async (tab) => {
        await tab.goto(baseUrl);
        throw new Error('échec volontaire');
      }),
    ).rejects.toThrow('échec volontaire');
    expect(existsSync(screenshot)).toBe(true);
    await rm(screenshot);
  });
});
