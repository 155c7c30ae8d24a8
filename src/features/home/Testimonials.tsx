import { Quote } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { testimonialsSection } from '@/content/home';
import { homeTestimonials, type Testimonial } from '@/content/testimonials';
import { Avatar } from '@/components/site/Avatar';
import { StarRating } from './StarRating';

/** Three client testimonials with their star ratings. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={testimonialsSection.eyebrow}
          title={testimonialsSection.title}
          description={testimonialsSection.description}
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {homeTestimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-card border border-border bg-surface p-8 shadow-card">
      <Quote aria-hidden="true" className="absolute top-7 right-7 size-10 text-chinar-100" />
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-5 flex-1 text-base leading-7 text-ink-800">
        <p>&ldquo;{testimonial.content}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-border pt-6">
        <Avatar person={testimonial} decorative size={52} />
        <span className="flex min-h-16 min-w-0 flex-col justify-center">
          <span className="block font-display font-bold text-ink-950">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">
            {testimonial.position}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
