import { describe, expect, it } from 'vitest';
import { hasFilters, listQuery, pageCount, rangeText, readFilters, sourceLabel, writeFilters } from './subscriber-view';

const PAGE_ID = '0b7c3f52-7a2e-4d8e-9f51-3c2a1b0e9d44';

describe('the subscriber filters in the address', () => {
  it('reads what the list can ask for and drops the rest', () => {
    expect(readFilters(new URLSearchParams(`q=ada&status=bounced&source=${PAGE_ID}&page=3`))).toEqual({
      q: 'ada',
      status: 'bounced',
      source: PAGE_ID,
      page: 3,
    });
    expect(readFilters(new URLSearchParams('status=vip&source=nope&page=-2'))).toEqual({
      q: '',
      status: undefined,
      source: undefined,
      page: 1,
    });
  });

  it('starts a changed filter at the first page and keeps empty values out of the address', () => {
    const prev = new URLSearchParams('q=ada&page=4');
    expect(writeFilters(prev, { status: 'subscribed' }).toString()).toBe('q=ada&status=subscribed');
    expect(writeFilters(prev, { page: 5 }).toString()).toBe('q=ada&page=5');
    expect(writeFilters(prev, { q: '' }).toString()).toBe('');
    expect(writeFilters(prev, { page: 1 }).toString()).toBe('q=ada');
  });

  it('knows whether anything narrows the list', () => {
    expect(hasFilters(readFilters(new URLSearchParams('page=2')))).toBe(false);
    expect(hasFilters(readFilters(new URLSearchParams('q=%20')))).toBe(false);
    expect(hasFilters(readFilters(new URLSearchParams('status=unconfirmed')))).toBe(true);
  });

  it('asks the API for 50 rows from the page shown', () => {
    expect(listQuery({ q: ' ada ', status: undefined, source: PAGE_ID, page: 3 })).toEqual({
      q: 'ada',
      status: undefined,
      page_id: PAGE_ID,
      limit: 50,
      offset: 100,
    });
  });
});

describe('the list texts', () => {
  it('says which rows are shown', () => {
    expect(rangeText(1, 50, 312)).toBe('Showing 1–50 of 312');
    expect(rangeText(7, 12, 312)).toBe('Showing 301–312 of 312');
    expect(rangeText(1, 1, 1_200)).toBe('Showing 1–1 of 1,200');
    expect(pageCount(312)).toBe(7);
    expect(pageCount(0)).toBe(1);
  });

  it('names the source: the page, an import, or a page deleted since', () => {
    const page = { id: PAGE_ID, slug: 'calm', headline: 'Calm mornings' };
    expect(sourceLabel({ source: 'page', source_page: page })).toBe('Calm mornings');
    expect(sourceLabel({ source: 'import', source_page: null })).toBe('Import');
    expect(sourceLabel({ source: 'page', source_page: null })).toBe('A deleted page');
  });
});

describe('the statuses', () => {
  it('are the four a subscriber can be shown with, in the order the filter offers them', async () => {
    const { SUBSCRIBER_VIEW_STATUSES } = await import('../../../../shared/audience');
    const { STATUSES } = await import('./subscriber-view');
    expect([...STATUSES].sort()).toEqual([...SUBSCRIBER_VIEW_STATUSES].sort());
    expect(STATUSES).toEqual(['subscribed', 'unconfirmed', 'unsubscribed', 'bounced']);
  });
});
