import { describe, expect, it } from 'vitest';
import {
  BackupEncodeError,
  backupFileName,
  countDocuments,
  dateFromTimestamp,
  decodeFields,
  encodeDate,
  encodeFields,
  isValidDocumentId,
  sameValue,
  timestampFromDate,
} from './format';
import { sampleBackup, ts } from './testing/sample-backup';

describe('backup format', () => {
  it('turns Dates into seconds and nanoseconds, and back, at any depth', () => {
    const createdAt = new Date('2026-11-20T10:00:00.123Z');
    const fields = encodeFields(
      { title: 'A', createdAt, nested: { list: [new Date(-1), 'x', 2, true, null] }, gone: undefined },
      encodeDate,
      'blog_posts/1',
    );
    expect(fields).toEqual({
      title: 'A',
      createdAt: ts(Math.floor(createdAt.getTime() / 1000), 123_000_000),
      nested: { list: [ts(-1, 999_000_000), 'x', 2, true, null] },
    });
    expect(dateFromTimestamp(timestampFromDate(createdAt))).toEqual(createdAt);
    expect(decodeFields(fields, (parts) => dateFromTimestamp({ $timestamp: parts }))).toEqual({
      title: 'A',
      createdAt,
      nested: { list: [new Date(-1), 'x', 2, true, null] },
    });
  });

  it('hands nanoseconds to the caller’s timestamp type unchanged', () => {
    const decoded = decodeFields({ at: ts(1_792_000_000, 123_456_789) }, (parts) => parts);
    expect(decoded).toEqual({ at: { seconds: 1_792_000_000, nanoseconds: 123_456_789 } });
  });

  it('names the document and field of a value a file cannot hold', () => {
    class DocumentReference {}
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { ref: new DocumentReference() },
        'blog_posts/1, field ref: a backup cannot hold a value of type DocumentReference',
      ],
      [{ list: [1, Number.NaN] }, 'blog_posts/1, field list[1]: NaN cannot be written as JSON'],
      [
        { map: { $timestamp: 1 } },
        'blog_posts/1, field map.$timestamp: a field named $timestamp cannot be backed up',
      ],
    ];
    for (const [data, message] of cases) {
      expect(() => encodeFields(data, encodeDate, 'blog_posts/1')).toThrow(BackupEncodeError);
      expect(() => encodeFields(data, encodeDate, 'blog_posts/1')).toThrow(message);
    }
  });

  it('compares documents regardless of key order, to the nanosecond', () => {
    expect(sameValue({ a: 1, b: [ts(1, 2)] }, { b: [ts(1, 2)], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: [ts(1, 2)] }, { a: 1, b: [ts(1, 3)] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue({ a: [1] }, { a: { 0: 1 } })).toBe(false);
  });

  it('knows the document ids Firestore refuses', () => {
    expect(['1', 'farooq@example.com', 'AbCdEfGhIjKlMnOpQrSt'].every(isValidDocumentId)).toBe(true);
    expect(['', 'a/b', '.', '..', '__id__', 'x'.repeat(1501)].some(isValidDocumentId)).toBe(false);
  });

  it('names the file by the day and counts what it holds', () => {
    // Named by the day in India, wherever the backup runs: 18:29 UTC is 23:59 IST, 18:30 UTC the next day.
    expect(backupFileName(new Date('2026-11-05T18:29:00Z'))).toBe('chinar-backup-2026-11-05.json');
    expect(backupFileName(new Date('2026-11-05T18:30:00Z'))).toBe('chinar-backup-2026-11-06.json');
    expect(countDocuments(sampleBackup())).toEqual({ documents: 8, revisions: 3 });
  });
});
