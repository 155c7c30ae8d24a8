import { beforeAll, describe, expect, it } from 'vitest';
import { hasTechLogo } from '@/components/ui/tech-logo';
import { footerServiceLinks } from '@/layouts/nav-links';
import { packageComparison, packages, formatInr } from './packages';
import {
  isServiceSlug,
  loadAllServicePages,
  loadServicePage,
  serviceSlugs,
  services,
  specialistServices,
  type ServicePageContent,
} from './services';
import { industries, processSteps } from './services-overview';

let allPages: ServicePageContent[] = [];
beforeAll(async () => {
  allPages = await loadAllServicePages();
});
const getAllServicePages = () => allPages;
const getServicePage = (slug: string) => allPages.find((page) => page.slug === slug);

describe('service content', () => {
  it('has exactly the twelve unique slugs, each with a page', () => {
    expect(serviceSlugs).toEqual([
      'web-designing',
      'ux-ui-design',
      'seo',
      'digital-marketing',
      'wordpress-development',
      'software-solutions',
      'web-development',
      'cms-development',
      'data-strategy',
      'machine-learning',
      'business-mind',
      'financial-services',
    ]);
    expect(new Set(serviceSlugs).size).toBe(12);
    expect(getAllServicePages().map((page) => page.slug)).toEqual([...serviceSlugs]);
    for (const slug of serviceSlugs) expect(getServicePage(slug)?.slug).toBe(slug);
  });

  it('returns undefined for unknown slugs, including object keys', () => {
    for (const slug of ['', 'no-such-service', 'constructor', '__proto__', 'toString']) {
      expect(isServiceSlug(slug)).toBe(false);
      expect(loadServicePage(slug)).toBeUndefined();
    }
  });

  it('loads each page once, with its card (title, icon, summary) and its own copy', async () => {
    expect(loadServicePage('seo')).toBe(loadServicePage('seo'));
    const seo = await loadServicePage('seo');
    expect(seo).toMatchObject({ slug: 'seo', title: 'SEO Services', metaTitle: expect.any(String) });
    expect(seo?.summary).toBe(specialistServices.find((service) => service.slug === 'seo')?.description);
    expect(seo?.icon).toBe(specialistServices.find((service) => service.slug === 'seo')?.icon);
  });

  it('links every related service to an existing page other than itself', () => {
    for (const page of getAllServicePages()) {
      expect(page.related.length).toBeGreaterThan(0);
      for (const slug of page.related) {
        expect(getServicePage(slug), `${page.slug} -> ${slug}`).toBeDefined();
        expect(slug).not.toBe(page.slug);
      }
    }
  });

  it('names only technologies that have a logo', () => {
    for (const page of getAllServicePages()) {
      for (const name of page.technologies) expect(hasTechLogo(name), `${page.slug}: ${name}`).toBe(true);
    }
  });

  it('has a page for every footer service link', () => {
    for (const link of footerServiceLinks) {
      const slug = link.to.replace(/^\/services\//, '');
      expect(getServicePage(slug), link.to).toBeDefined();
    }
  });

  it('gives every page complete copy: metadata, highlights, features, claims, process and 3-4 FAQs', () => {
    for (const page of getAllServicePages()) {
      expect(page.metaDescription.length, page.slug).toBeGreaterThan(80);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(200);
      expect(page.keywords.length).toBeGreaterThanOrEqual(3);
      expect(page.highlights).toHaveLength(4);
      expect(page.features.length).toBeGreaterThanOrEqual(6);
      expect(page.claims).toHaveLength(4);
      expect(page.process.length).toBeGreaterThanOrEqual(4);
      expect(page.faqs.length).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length).toBeLessThanOrEqual(4);
      const text = JSON.stringify(page);
      expect(text).not.toMatch(/lorem|ipsum|TODO|coming soon/i);
    }
  });

  it('carries percent and ranking claims on the four pages the spec describes', () => {
    for (const slug of ['web-designing', 'ux-ui-design', 'seo', 'digital-marketing']) {
      const claims = getServicePage(slug)?.claims.map((claim) => claim.value) ?? [];
      expect(
        claims.some((value) => value.includes('%')),
        slug,
      ).toBe(true);
    }
    expect(getServicePage('seo')?.claims.map((claim) => claim.value)).toContain('Top 3');
  });

  it('lists the six services of /services in the spec order, plus the six specialist pages', () => {
    expect(services.map((service) => [service.title, service.href])).toEqual([
      ['Web Designing', '/services/web-designing'],
      ['Digital Marketing', '/services/digital-marketing'],
      ['WordPress Development', '/services/wordpress-development'],
      ['Software Solutions', '/services/software-solutions'],
      ['Web Development', '/services/web-development'],
      ['CMS Development', '/services/cms-development'],
    ]);
    const all = [...services, ...specialistServices].map((service) => service.slug).sort();
    expect(all).toEqual([...serviceSlugs].sort());
  });

  it('has the six process steps and eight industries of the spec', () => {
    expect(processSteps.map((step) => step.title)).toEqual([
      'Research & Planning',
      'Design & Development',
      'Testing & Quality Assurance',
      'Deployment & Launch',
      'Maintenance & Support',
      'Analytics & Optimization',
    ]);
    expect(industries.map((industry) => industry.name)).toEqual([
      'Retail & E-commerce',
      'Finance & Banking',
      'Education',
      'Healthcare',
      'Real Estate',
      'Hospitality & Tourism',
      'Manufacturing',
      'Logistics & Transportation',
    ]);
  });
});

describe('package content', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(24999)).toBe('₹24,999');
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(formatInr(12500000)).toBe('₹1,25,00,000');
  });

  it('has three packages and a value for each of them in every comparison row', () => {
    expect(packages.map((item) => item.name)).toEqual([
      'Starter Website',
      'Growth',
      'Custom Software & Retainer',
    ]);
    for (const row of packageComparison) {
      for (const item of packages) expect(row.values[item.id], row.feature).toBeDefined();
    }
  });
});
