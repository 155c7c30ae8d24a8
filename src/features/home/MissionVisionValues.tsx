import { Check } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { missionVisionValues } from '@/content/home';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Mission, vision and values on a dark band. */
export function MissionVisionValues() {
  const { mission, vision, values } = missionVisionValues;
  return (
    <section aria-labelledby="mvv-heading" className="section relative isolate overflow-hidden bg-ink-950">
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-chinar-700/15 blur-3xl"
      />
      <div className="container-page">
        <SectionHeading
          id="mvv-heading"
          inverse
          eyebrow={missionVisionValues.eyebrow}
          title={missionVisionValues.title}
        />
        <div className="mx-auto mt-14 grid max-w-6xl gap-6 lg:grid-cols-2">
          <div className="grid gap-6">
            <PrincipleCard title={mission.title} icon={mission.icon}>
              <p>{mission.text}</p>
            </PrincipleCard>
            <PrincipleCard title={vision.title} icon={vision.icon}>
              <p>{vision.text}</p>
            </PrincipleCard>
          </div>
          <PrincipleCard title={values.title} icon={values.icon} className="bg-white/[0.06]">
            <ul className="space-y-5">
              {values.items.map((value) => (
                <li key={value.name} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-dal-300" />
                  <span>
                    <strong className="font-semibold text-white">{value.name}.</strong> {value.text}
                  </span>
                </li>
              ))}
            </ul>
          </PrincipleCard>
        </div>
      </div>
    </section>
  );
}

interface PrincipleCardProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}

function PrincipleCard({ title, icon: Icon, children, className }: PrincipleCardProps) {
  return (
    <article className={cn('rounded-card bg-white/[0.04] p-8 ring-1 ring-white/10 sm:p-10', className)}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-chinar-700 text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-6 text-xl font-bold text-white">{title}</h3>
      <div className="mt-3 text-base leading-7 text-ink-200">{children}</div>
    </article>
  );
}
