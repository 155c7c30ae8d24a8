import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/site/SectionHeading';
import type { ServiceFaq } from '@/content/services';
import { site } from '@/content/site';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { FaqList } from './FaqList';

interface FaqSectionProps {
  faqs: readonly ServiceFaq[];
  description?: string;
  className?: string;
}

export function FaqSection({ faqs, description, className }: FaqSectionProps) {
  return (
    <section aria-labelledby="faq-heading" className={cn('section', className)}>
      <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <SectionHeading
            id="faq-heading"
            align="left"
            eyebrow="FAQ"
            title="Frequently asked questions"
            description={description}
          />
          <p className="mt-6 text-sm leading-6 text-muted-foreground">
            Still have a question?{' '}
            <Link
              to={paths.contact}
              className="font-semibold text-chinar-700 underline-offset-4 hover:underline"
            >
              Send us a message
            </Link>{' '}
            or call{' '}
            <a
              href={`tel:${site.phones.primary.tel}`}
              className="font-semibold whitespace-nowrap text-chinar-700 underline-offset-4 hover:underline"
            >
              {site.phones.primary.display}
            </a>
            .
          </p>
        </div>
        <div className="lg:col-span-8">
          <FaqList faqs={faqs} />
        </div>
      </div>
    </section>
  );
}
