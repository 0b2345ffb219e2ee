import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('admin pager window', () => {
  it('centres five pages on the current one', () => {
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
  });
  it('stays inside the first and the last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows every page when there are five or fewer, and page 1 of an empty list', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});
