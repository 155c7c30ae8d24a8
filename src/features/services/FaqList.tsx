import { ChevronDown } from 'lucide-react';
import type { ServiceFaq } from '@/content/services';

/** Questions and answers as native disclosure widgets: keyboard and screen-reader friendly, no JavaScript. */
export function FaqList({ faqs }: { faqs: readonly ServiceFaq[] }) {
  return (
    <div className="divide-y divide-border rounded-card border border-border bg-surface shadow-card">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-5 text-left [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold text-ink-950 sm:text-lg">{faq.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-chinar-700 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-6 leading-7 text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
