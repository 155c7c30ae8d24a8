import { useEffect, useState } from 'react';

/** The year, correct even when the page was prerendered in an earlier one. */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
