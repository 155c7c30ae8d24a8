import { SectionHeading } from '@/components/site/SectionHeading';
import { quotesSection } from '@/content/about';
import { aboutQuotes, type Testimonial } from '@/content/testimonials';
import { Avatar } from '@/components/site/Avatar';

/** Three customer quotes, each with the customer's portrait. */
export function CustomerQuotes() {
  return (
    <section aria-labelledby="quotes-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="quotes-heading"
          eyebrow={quotesSection.eyebrow}
          title={quotesSection.title}
          description={quotesSection.description}
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {aboutQuotes.map((quote) => (
            <li key={quote.id}>
              <QuoteCard quote={quote} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function QuoteCard({ quote }: { quote: Testimonial }) {
  return (
    <figure className="flex h-full flex-col items-center rounded-card border border-border bg-surface px-8 pt-10 pb-8 text-center shadow-card">
      <Avatar person={quote} size={88} className="shadow-lift ring-4 ring-white" />
      <blockquote className="mt-7 flex-1 text-base leading-7 text-ink-800">
        <p>&ldquo;{quote.content}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-7">
        <span className="block font-display text-lg font-bold text-ink-950">{quote.name}</span>
        <span className="mt-1 block text-sm text-muted-foreground">
          {quote.position}, {quote.company}
        </span>
      </figcaption>
    </figure>
  );
}
