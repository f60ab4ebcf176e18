import { describe, expect, it } from 'vitest';
import { addressOf, apiQuery, filtersFrom, NO_FILTERS, placeAddress, placeFrom } from './address';

const from = (search: string) => filtersFrom(new URLSearchParams(search));

describe('the inbox address', () => {
  it('reads every filter and the page', () => {
    expect(from('?status=new&type=investment&assignee=me&company=7&unread=1&q=%20Okafor%20&page=3')).toEqual({
      status: 'new',
      type: 'investment',
      assignee: 'me',
      company: '7',
      unread: true,
      q: 'Okafor',
      page: 3,
    });
    expect(from('assignee=none').assignee).toBe('none');
    expect(from('assignee=12').assignee).toBe('12');
    expect(from('company=none').company).toBe('none');
    // Percent signs and plus signs typed into the search stay what was typed.
    expect(from(`q=${encodeURIComponent('50% + it_x')}`).q).toBe('50% + it_x');
  });

  it('ignores each value it does not know, keeping the others', () => {
    expect(from('')).toEqual(NO_FILTERS);
    for (const search of [
      'status=lost',
      'status=NEW',
      'type=gossip',
      'assignee=someone',
      'assignee=0',
      'assignee=-1',
      'assignee=2147483648',
      'assignee=1e3',
      'company=me',
      'company=0',
      'company=ak-images',
      'page=0',
      'page=-2',
      'page=1.5',
      'page=abc',
      'page=99999999999',
      `q=${'x'.repeat(201)}`,
      'status',
      'page=',
      'unread=0',
      'unread=true',
    ]) {
      expect(from(search), search).toEqual(NO_FILTERS);
    }
    // Broken percent-encoding reads as the browser decodes it, never as an error.
    expect(from('q=%E0%A4%A&page=%ff&status=%')).toMatchObject({ status: '', page: 1 });
    expect(from('status=lost&type=media&page=x&q=kofi')).toEqual({ ...NO_FILTERS, type: 'media', q: 'kofi' });
  });

  it('writes the defaults as nothing, and the API query with the page as an offset', () => {
    expect(addressOf(NO_FILTERS)).toEqual({
      q: '',
      status: '',
      type: '',
      assignee: '',
      company: '',
      unread: null,
      page: null,
    });
    const filters = {
      q: 'a&b',
      status: 'spam',
      type: 'media',
      assignee: 'me',
      company: 'none',
      unread: true,
      page: 2,
    } as const;
    expect(from(new URLSearchParams(addressOf(filters) as Record<string, string>).toString())).toEqual(filters);
    expect(apiQuery(filters)).toBe('?q=a%26b&status=spam&type=media&assignee=me&company=none&unread=1&offset=50');
    expect(apiQuery(NO_FILTERS)).toBe('');
  });

  it('keeps the list cursor beside the page, by the API rule, and asks from it instead of an offset', () => {
    const place = (search: string) => placeFrom(new URLSearchParams(search));
    expect(place('after=1764316800000000_42&page=2')).toEqual({ after: '1764316800000000_42' });
    expect(place('before=1764316800000000_42')).toEqual({ before: '1764316800000000_42' });
    // A cursor the API would refuse, or two at once, is left out: the page number applies.
    for (const search of ['after=abc', 'after=1_2147483648', 'before=1.5_2', 'after=1_1&before=1_1', '']) {
      expect(place(search), search).toEqual({});
    }
    const filters = { ...NO_FILTERS, status: 'new', page: 3 } as const;
    expect(apiQuery(filters, { after: '17_4' })).toBe('?status=new&after=17_4');
    expect(apiQuery(filters, { before: '17_4' })).toBe('?status=new&before=17_4');
    expect(apiQuery(filters, {})).toBe('?status=new&offset=100');
    // A new filter starts at the top: the place's keys are written empty, so the address drops them.
    expect(placeAddress({})).toEqual({ after: null, before: null });
  });
});
