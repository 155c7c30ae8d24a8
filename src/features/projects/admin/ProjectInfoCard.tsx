import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Project } from '@/data/schemas/project';

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-sans text-sm font-semibold tracking-normal text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

/** Title, client, category, description, technologies and features: each only when it has content. */
export function ProjectInfoCard({ project }: { project: Project }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{project.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {project.client || project.category ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {project.client ? (
              <div>
                <dt className="text-sm font-semibold text-muted-foreground">Client</dt>
                <dd className="mt-1 text-foreground">{project.client}</dd>
              </div>
            ) : null}
            {project.category ? (
              <div>
                <dt className="text-sm font-semibold text-muted-foreground">Category</dt>
                <dd className="mt-1 text-foreground">{project.category}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {project.description ? (
          <InfoSection title="Description">
            <p className="leading-7 whitespace-pre-line text-foreground">{project.description}</p>
          </InfoSection>
        ) : null}
        {project.technologies.length > 0 ? (
          <InfoSection title="Technologies">
            <ul className="flex flex-wrap gap-2">
              {project.technologies.map((technology) => (
                <li key={technology}>
                  <Badge variant="outline" size="md">
                    {technology}
                  </Badge>
                </li>
              ))}
            </ul>
          </InfoSection>
        ) : null}
        {project.features.length > 0 ? (
          <InfoSection title="Features">
            <ul className="list-disc space-y-1.5 pl-5 text-foreground marker:text-primary">
              {project.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </InfoSection>
        ) : null}
      </CardContent>
    </Card>
  );
}
