import { Check, Minus } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { packageComparison, packages, type ComparisonValue } from '@/content/packages';

function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-dal-600" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-ink-300" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <span className="text-ink-800">{value}</span>;
}

/** What each package includes, as a table (scrolls sideways on narrow screens). */
export function PackageComparison() {
  return (
    <section aria-labelledby="comparison-heading" className="section bg-muted">
      <div className="container-page">
        <SectionHeading
          id="comparison-heading"
          eyebrow="Side by side"
          title="Compare packages"
          description="Everything each package includes at its starting price. Anything can be added to any package."
        />
        <p className="mt-10 text-center text-sm text-muted-foreground sm:hidden">
          Swipe the table sideways to see all three packages.
        </p>
        <div
          role="region"
          aria-labelledby="comparison-caption"
          // A scrollable region must be focusable so keyboard users can scroll the table on small screens.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative mt-4 overflow-x-auto sm:mt-12 rounded-card border border-border bg-surface shadow-card"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption id="comparison-caption" className="sr-only">
              Package comparison: what the {packages.map((item) => item.name).join(', ')} packages include
            </caption>
            <thead>
              <tr className="border-b border-border bg-ink-950 text-white">
                <th scope="col" className="sticky left-0 bg-ink-950 px-4 sm:px-5 py-4 font-semibold">
                  Feature
                </th>
                {packages.map((item) => (
                  <th
                    key={item.id}
                    scope="col"
                    className="px-4 sm:px-5 py-4 text-center font-display text-base font-bold"
                  >
                    {item.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {packageComparison.map((row) => (
                <tr key={row.feature} className="group">
                  <th
                    scope="row"
                    className="sticky left-0 bg-surface px-4 sm:px-5 py-3.5 font-medium text-ink-950 group-even:bg-ink-50"
                  >
                    {row.feature}
                  </th>
                  {packages.map((item) => (
                    <td key={item.id} className="px-4 sm:px-5 py-3.5 text-center group-even:bg-ink-50">
                      <ComparisonCell value={row.values[item.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
