import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-rules.ts';

describe('pagerItems', () => {
  it('shows the first pages, an ellipsis and the last page at the start', () => {
    expect(pagerItems(1, 404)).toEqual([1, 2, 3, 'gap', 404]);
  });

  it('frames the current page ±2 between the first and the last', () => {
    expect(pagerItems(200, 404)).toEqual([1, 'gap', 198, 199, 200, 201, 202, 'gap', 404]);
  });

  it('shows a single left-out page rather than an ellipsis', () => {
    expect(pagerItems(5, 404)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 404]);
    expect(pagerItems(400, 404)).toEqual([1, 'gap', 398, 399, 400, 401, 402, 403, 404]);
  });

  it('ends on the last pages', () => {
    expect(pagerItems(404, 404)).toEqual([1, 'gap', 402, 403, 404]);
  });

  it('lists every page of a short session', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
