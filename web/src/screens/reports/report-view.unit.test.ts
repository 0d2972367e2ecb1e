import { describe, expect, it } from 'vitest';
import { reportSearchOf, reportViewOf } from './report-view.ts';

describe('report view in the address', () => {
  it('reads the tab and the lap page', () => {
    expect(reportViewOf('?onglet=evenements&page=3')).toEqual({ tab: 'evenements', page: 3 });
    expect(reportViewOf('?onglet=analyse')).toEqual({ tab: 'analyse', page: 1 });
    expect(reportViewOf('page=404')).toEqual({ tab: 'tours', page: 404 });
  });

  it('falls back to the laps tab and the first page', () => {
    expect(reportViewOf('')).toEqual({ tab: 'tours', page: 1 });
    expect(reportViewOf('?onglet=autre&page=0')).toEqual({ tab: 'tours', page: 1 });
    expect(reportViewOf('?page=2.5')).toEqual({ tab: 'tours', page: 1 });
    expect(reportViewOf('?page=x')).toEqual({ tab: 'tours', page: 1 });
  });

  it('writes only what differs from the default view, and reads back what it wrote', () => {
    expect(reportSearchOf({ tab: 'tours', page: 1 })).toBe('');
    expect(reportSearchOf({ tab: 'tours', page: 7 })).toBe('?page=7');
    expect(reportSearchOf({ tab: 'evenements', page: 1 })).toBe('?onglet=evenements');
    const view = { tab: 'evenements', page: 12 } as const;
    expect(reportViewOf(reportSearchOf(view))).toEqual(view);
  });
});
