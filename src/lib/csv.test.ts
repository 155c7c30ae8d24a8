import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'x, y'],
          ['say "hi"', 'two\nlines'],
        ],
      ),
    ).toBe('a,b\r\nplain,"x, y"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('keeps formula-like cells as text', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@cmd'], [3]])).toBe(
      `v\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'-2\r\n'@cmd\r\n3\r\n`,
    );
  });
});
