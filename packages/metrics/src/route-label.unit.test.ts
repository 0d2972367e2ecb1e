import { describe, expect, it } from 'vitest';
import { methodLabel, routeLabel, statusClassLabel } from './route-label.ts';

const none = new Map<string, string>();

describe('routeLabel', () => {
  it('joins the base path of the routers and the route declared in the last one', () => {
    expect(routeLabel('/api', '/sessions/:id/stints', none)).toBe('/api/sessions/:id/stints');
    expect(routeLabel('', '/live/WEC/data.json', none)).toBe('/live/WEC/data.json');
  });

  it("names a router's own root by its base path, without a trailing slash", () => {
    expect(routeLabel('/catalogue', '/', none)).toBe('/catalogue');
    expect(routeLabel('', '/', none)).toBe('/');
  });

  it('puts the parameters of a mount path back in place of their values', () => {
    const parameters = new Map([['3f1c2b4e-0000-4000-8000-000000000001', 'replayId']]);
    expect(routeLabel('/replays/3f1c2b4e-0000-4000-8000-000000000001', '/control', parameters)).toBe(
      '/replays/:replayId/control',
    );
  });

  it('recognises an encoded value and leaves a malformed escape alone', () => {
    expect(routeLabel('/equipes/Porsche%20Penske', '/pilotes', new Map([['Porsche Penske', 'team']]))).toBe(
      '/equipes/:team/pilotes',
    );
    expect(routeLabel('/x/%E0', '/y', new Map([['%E0', 'broken']]))).toBe('/x/:broken/y');
  });

  it('writes the paths of a route declared on several', () => {
    expect(routeLabel('', ['/a', '/b'], none)).toBe('/a|/b');
  });
});

describe('methodLabel and statusClassLabel', () => {
  it('keep the usual methods and put the others together', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('PROPFIND')).toBe('other');
    expect(methodLabel(undefined)).toBe('other');
  });

  it('give the class of a status', () => {
    expect(statusClassLabel(200)).toBe('2xx');
    expect(statusClassLabel(304)).toBe('3xx');
    expect(statusClassLabel(429)).toBe('4xx');
    expect(statusClassLabel(503)).toBe('5xx');
  });
});
