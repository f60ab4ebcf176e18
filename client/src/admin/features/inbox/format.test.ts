import { INBOX_COUNT_CAP, type InboxSummary } from '@common/admin/contact';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../i18n/translate';
import { messages as en } from '../../locales/en';
import { messages as fr } from '../../locales/fr';
import { messages as sw } from '../../locales/sw';
import { showingText } from './format';

const page = (n: number) => Array.from({ length: n }, (_, id) => ({ id }) as unknown as InboxSummary);

/** What the inbox says of its page, in the three staff languages, as the server counted (decision 054). */
describe('the inbox page line', () => {
  const cases = [
    { from: 51, total: 1234, more: false, messages: page(50) },
    { from: 51, total: INBOX_COUNT_CAP, more: true, messages: page(50) },
    { from: null, total: 1_000_000, more: false, messages: page(50) },
    { from: null, total: INBOX_COUNT_CAP, more: true, messages: page(50) },
  ];
  it('says the exact figures, or "more than" where the count stopped', () => {
    const t = createTranslate(en, 'en');
    expect(cases.map((answer) => showingText(t, answer))).toEqual([
      'Showing 51 to 100 of 1,234 messages',
      'Showing 51 to 100 of more than 1,000 messages',
      'Showing 50 messages past the first 1,000, of 1,000,000 messages',
      'Showing 50 messages past the first 1,000, of more than 1,000',
    ]);
  });

  it('says the same in French and Swahili', () => {
    const n = (text: string) => text.replace(/\u202f/g, ' ');
    expect(cases.map((answer) => n(showingText(createTranslate(fr, 'fr'), answer)))).toEqual([
      'Affichage de 51 à 100 sur 1 234 messages',
      'Affichage de 51 à 100 sur plus de 1 000 messages',
      'Affichage de 50 messages au-delà des 1 000 premiers, sur 1 000 000 messages',
      'Affichage de 50 messages au-delà des 1 000 premiers, sur plus de 1 000',
    ]);
    expect(cases.map((answer) => showingText(createTranslate(sw, 'sw'), answer))).toEqual([
      'Inaonyesha 51 hadi 100 kati ya jumbe 1,234',
      'Inaonyesha 51 hadi 100 kati ya jumbe zaidi ya 1,000',
      'Inaonyesha jumbe 50 baada ya 1,000 za kwanza, kati ya jumbe 1,000,000',
      'Inaonyesha jumbe 50 baada ya 1,000 za kwanza, kati ya zaidi ya 1,000',
    ]);
  });
});
