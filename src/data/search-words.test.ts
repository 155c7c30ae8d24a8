import { describe, expect, it } from 'vitest';
import {
  derivedFieldsFor,
  holdsEveryWord,
  parseSearch,
  SEARCH_WORDS_MAX,
  searchWordsFor,
  searchWordsOf,
  titleKeyOf,
  withSearchWords,
} from './search-words';

describe('searchWordsOf', () => {
  it('keeps the lower-cased words of the texts, each once, in order, without stop words or single letters', () => {
    expect(
      searchWordsOf('Aisha Khan', 'aisha.khan@Example.com', 'A new website for the Dal Lake houseboat'),
    ).toEqual(['aisha', 'khan', 'example', 'com', 'new', 'website', 'dal', 'lake', 'houseboat']);
  });

  it('leaves out a word with any letter outside a-z and 0-9, so the rules split the text the same way', () => {
    expect(searchWordsOf('Café Zoë naïve-idea İstanbul 24x7 déjà-vu ok')).toEqual([
      'idea',
      '24x7',
      'vu',
      'ok',
    ]);
    // Non-ASCII spaces do not separate words: the token around one is not indexed.
    expect(searchWordsOf('two\u00a0words plain')).toEqual(['plain']);
  });

  it(`stops at ${SEARCH_WORDS_MAX} words, the first texts first`, () => {
    const message = Array.from({ length: 400 }, (_, index) => `w${index}`).join(' ');
    const words = searchWordsOf('Subject line', message);
    expect(words).toHaveLength(SEARCH_WORDS_MAX);
    expect(words.slice(0, 3)).toEqual(['subject', 'line', 'w0']);
    expect(words.at(-1)).toBe(`w${SEARCH_WORDS_MAX - 3}`);
  });
});

describe('parseSearch', () => {
  it('looks up the longest word and requires them all', () => {
    expect(parseSearch('  Dal LAKE houseboat ')).toEqual({
      words: ['dal', 'lake', 'houseboat'],
      lookup: 'houseboat',
    });
    // An e-mail address: the name before the @, not the domain.
    expect(parseSearch('aisha.khan@example.com')).toEqual({
      words: ['aisha', 'khan', 'example', 'com'],
      lookup: 'aisha',
    });
  });

  it('looks up a word with a digit first: numbers are rarer than words', () => {
    expect(parseSearch('Client 321')).toEqual({ words: ['client', '321'], lookup: '321' });
    expect(parseSearch('visitor123@example.com')?.lookup).toBe('visitor123');
  });

  it('is null when nothing in the text can be searched for', () => {
    expect(parseSearch('')).toBeNull();
    expect(parseSearch('   ')).toBeNull();
    expect(parseSearch('the a of')).toBeNull();
    expect(parseSearch('Zoë')).toBeNull();
  });
});

describe('holdsEveryWord', () => {
  const query = parseSearch('lake houseboat')!;
  it('matches a document that holds every word of the query, in any order', () => {
    expect(holdsEveryWord(['houseboat', 'dal', 'lake'], query)).toBe(true);
    expect(holdsEveryWord(['dal', 'lake'], query)).toBe(false);
    expect(holdsEveryWord(undefined, query)).toBe(false);
  });
});

describe('searchWordsFor', () => {
  it('uses the searched fields of each collection, and none elsewhere', () => {
    expect(
      searchWordsFor('contact_inquiries', {
        name: 'Irfan Mir',
        email: 'irfan@mir.dev',
        subject: 'Quote',
        message: 'Booking app',
        status: 'New',
      }),
    ).toEqual(['irfan', 'mir', 'dev', 'quote', 'booking', 'app']);
    expect(searchWordsFor('blog_posts', { title: 'Saffron Harvest', content: '<p>body</p>' })).toEqual([
      'saffron',
      'harvest',
    ]);
    expect(searchWordsFor('projects', { title: 'Wular Lake Guide', client: 'Bandipora Tourism' })).toEqual([
      'wular',
      'lake',
      'guide',
      'bandipora',
      'tourism',
    ]);
    expect(searchWordsFor('subscribers', { email: 'x@y.z' })).toEqual([]);
  });

  it('adds the field to every document of a collection (the seed, a backfill)', () => {
    expect(
      withSearchWords('projects', { '1': { title: 'Shifa Care', client: 'SKIMS', status: 'Completed' } }),
    ).toEqual({
      '1': {
        title: 'Shifa Care',
        client: 'SKIMS',
        status: 'Completed',
        searchWords: ['shifa', 'care', 'skims'],
      },
    });
  });
});

describe('titleKeyOf and derivedFieldsFor', () => {
  it('lower-cases A to Z only, so titles sort as a reader expects and the rules can check the key', () => {
    expect(titleKeyOf('Zebra Crossings of SRINAGAR')).toBe('zebra crossings of srinagar');
    expect(titleKeyOf('Çinar Café: ÉTÉ in Gulmarg')).toBe('Çinar café: ÉtÉ in gulmarg');
    expect(['Zebra', 'apple', 'Mango'].map(titleKeyOf).sort()).toEqual(['apple', 'mango', 'zebra']);
  });

  it('gives a post its words and title key, a project and an inquiry their words only', () => {
    expect(derivedFieldsFor('blog_posts', { title: 'Dal Lake at Dawn' })).toEqual({
      searchWords: ['dal', 'lake', 'dawn'],
      titleKey: 'dal lake at dawn',
    });
    expect(derivedFieldsFor('projects', { title: 'Ferries', client: 'Boat Club' })).toEqual({
      searchWords: ['ferries', 'boat', 'club'],
    });
    expect(derivedFieldsFor('subscribers', { email: 'a@b.com' })).toEqual({ searchWords: [] });
  });
});
