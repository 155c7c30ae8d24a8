import { describe, expect, it } from 'vitest';
import { htmlToLines } from './html-lines';

describe('htmlToLines', () => {
  it('gives one line per block, list item and line break, whitespace collapsed', () => {
    expect(
      htmlToLines(
        '<h2>Speed  matters</h2><p>First <strong>line</strong><br>second line</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toEqual(['Speed matters', 'First line', 'second line', '• One', '• Two']);
  });

  it('names images, decodes entities and leaves scripts out', () => {
    expect(
      htmlToLines(
        '<p>Tom &amp; Jerry<img src="a.png" alt="A cat"></p><script>alert(1)</script><p><img src="b.png"></p>',
      ),
    ).toEqual(['Tom & Jerry[Image: A cat]', '[Image: b.png]']);
  });

  it('is empty for an empty body', () => {
    expect(htmlToLines('')).toEqual([]);
    expect(htmlToLines('<p> </p>')).toEqual([]);
  });
});
