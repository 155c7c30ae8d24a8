import { SectionHeading } from '@/components/site/SectionHeading';
import { missionSection } from '@/content/about';

/** Our mission as four commitments. */
export function MissionCards() {
  return (
    <section aria-labelledby="mission-heading" className="section bg-ink-50/70">
      <div className="container-page">
        <SectionHeading
          id="mission-heading"
          eyebrow={missionSection.eyebrow}
          title={missionSection.title}
          description={missionSection.description}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {missionSection.cards.map((card) => {
            const Icon = card.icon;
            return (
              <li key={card.title}>
                <article className="flex h-full flex-col rounded-card border border-border bg-surface p-7 shadow-card">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-chinar-50 text-chinar-700 ring-1 ring-chinar-100">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-6 text-lg font-bold text-ink-950">{card.title}</h3>
                  <p className="mt-3 text-sm leading-6 text-muted-foreground">{card.text}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
