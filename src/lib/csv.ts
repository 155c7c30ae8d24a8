/** A CSV document (RFC 4180): quoted where needed, CRLF line ends, formula-like cells neutralised. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string | number): string {
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet: prefix it so it stays text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Offers the text as a file download. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes spreadsheet programs read a CSV file as UTF-8; JSON must not start with one.
  const parts = type.startsWith('text/csv') ? ['\ufeff', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
