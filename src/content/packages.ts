import type { ServiceFaq } from './services';

/**
 * Static copy for /packages: three engagement packages for small and growing businesses in India, a
 * comparison of what each includes, and the questions clients ask about payment, timelines and hosting.
 * Prices are indicative starting prices in Indian rupees, exclusive of GST.
 */

type PackageId = 'starter' | 'growth' | 'custom';

export interface EngagementPackage {
  id: PackageId;
  name: string;
  tagline: string;
  /** Who it suits, in a few words. */
  audience: string;
  /** Starting price in whole rupees (for structured data). */
  priceFrom: number;
  /** What the starting price covers, e.g. "one-time, plus GST". */
  priceNote: string;
  timeline: string;
  featured: boolean;
  includes: readonly string[];
}

export const packages: readonly EngagementPackage[] = [
  {
    id: 'starter',
    name: 'Starter Website',
    tagline: 'A professional website that gets your business found and contacted.',
    audience: 'Shops, clinics, homestays and professionals',
    priceFrom: 24999,
    priceNote: 'one-time, plus GST',
    timeline: '2–3 weeks',
    featured: false,
    includes: [
      'Up to 6 custom-designed pages',
      'Mobile-first design that loads fast on 4G',
      'Contact form, click-to-call and WhatsApp button',
      'Google Business Profile setup',
      'On-page SEO basics and an XML sitemap',
      '.in domain, hosting and SSL for the first year',
      'Google Analytics 4',
      'Two rounds of design revisions',
      '30 days of support after launch',
    ],
  },
  {
    id: 'growth',
    name: 'Growth',
    tagline: 'A site you can run yourself, with the marketing to bring customers to it.',
    audience: 'Growing businesses, retailers and hospitality',
    priceFrom: 59999,
    priceNote: 'one-time, plus GST',
    timeline: '4–6 weeks',
    featured: true,
    includes: [
      'Up to 20 pages on a WordPress CMS you can edit',
      'Blog, gallery and enquiry forms',
      'Online shop for up to 100 products, or a booking system',
      'UPI, card and net banking payments via Razorpay',
      'Local SEO: keyword research, structured data and Business Profile',
      'Speed tuning to a 90+ mobile PageSpeed score',
      'Conversion tracking with Analytics 4 and the Meta pixel',
      'Hosting, domain, SSL and daily backups for the first year',
      'Three months of SEO and social media support',
      '90 days of support after launch and editor training',
    ],
  },
  {
    id: 'custom',
    name: 'Custom Software & Retainer',
    tagline: 'A dedicated team for web apps, portals and business software.',
    audience: 'Startups, institutions and larger firms',
    priceFrom: 150000,
    priceNote: 'per project, plus GST',
    timeline: '8–12 weeks to first release',
    featured: false,
    includes: [
      'Monthly retainers from ₹40,000 for ongoing development',
      'Discovery workshop and a written specification',
      'UX research and a clickable prototype',
      'A custom web or mobile application',
      'Integrations: payments, Tally, SMS, WhatsApp and APIs',
      'Role-based access and audit logs',
      'Cloud hosting in Indian data centres',
      'Automated tests and staged releases',
      'A dedicated project manager and fortnightly demos',
      'Full source code ownership',
      'Annual maintenance contract available',
    ],
  },
];

/** A cell of the comparison table: included or not, or a short text. */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  values: Record<PackageId, ComparisonValue>;
}

/** Indian digit grouping, deterministic on server and client: 150000 -> "₹1,50,000". */
export function formatInr(amount: number): string {
  const digits = String(Math.round(amount));
  if (digits.length <= 3) return `₹${digits}`;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${rest},${lastThree}`;
}

const startingPrices = Object.fromEntries(
  packages.map((pkg) => [pkg.id, formatInr(pkg.priceFrom)]),
) as Record<PackageId, string>;

export const packageComparison: readonly ComparisonRow[] = [
  { feature: 'Starting price', values: startingPrices },
  {
    feature: 'Typical timeline',
    values: { starter: '2–3 weeks', growth: '4–6 weeks', custom: '8–12 weeks' },
  },
  { feature: 'Pages', values: { starter: 'Up to 6', growth: 'Up to 20', custom: 'As scoped' } },
  { feature: 'Custom design', values: { starter: true, growth: true, custom: true } },
  { feature: 'Mobile-first and responsive', values: { starter: true, growth: true, custom: true } },
  {
    feature: 'Edit content yourself',
    values: { starter: false, growth: 'WordPress CMS', custom: 'Custom admin' },
  },
  { feature: 'Online payments (UPI, cards)', values: { starter: false, growth: true, custom: true } },
  {
    feature: 'Online shop or bookings',
    values: { starter: false, growth: 'Up to 100 products', custom: 'Custom' },
  },
  {
    feature: 'Search engine optimisation',
    values: { starter: 'On-page basics', growth: 'Local SEO + 3 months', custom: 'Technical SEO' },
  },
  {
    feature: 'Analytics',
    values: { starter: 'Analytics 4', growth: 'Conversion tracking', custom: 'Custom dashboards' },
  },
  {
    feature: 'Integrations (Tally, CRM, APIs)',
    values: { starter: false, growth: 'WhatsApp, Razorpay', custom: true },
  },
  {
    feature: 'Hosting, domain and SSL',
    values: {
      starter: 'First year included',
      growth: 'First year included',
      custom: 'Cloud, billed at cost',
    },
  },
  { feature: 'Dedicated project manager', values: { starter: false, growth: false, custom: true } },
  {
    feature: 'Support after launch',
    values: { starter: '30 days', growth: '90 days', custom: 'Annual contract' },
  },
];

/** Promises that hold for every package. */
export const packagePromises: readonly string[] = [
  'A fixed written quote before work begins',
  'You own the design, content and code',
  'A local team in Srinagar you can meet',
  'GST invoices for every payment',
];

export const packageFaqs: readonly ServiceFaq[] = [
  {
    question: 'Are these prices final?',
    answer:
      'They are starting prices for the scope listed. After a short call we send a fixed written quote. The price only changes if you ask for more than we agreed, and never without your written approval.',
  },
  {
    question: 'How do payments work?',
    answer:
      'Projects are paid in three milestones: 40% to start, 40% when you approve the design or first demo, and 20% at launch. We accept UPI and bank transfer (NEFT, RTGS or IMPS). Retainers are billed monthly in advance.',
  },
  {
    question: 'Do the prices include GST?',
    answer:
      'No. Prices exclude GST at 18%, which is shown separately on our invoices so that GST-registered businesses can claim input tax credit.',
  },
  {
    question: 'How long will my project take?',
    answer:
      'Starter websites take two to three weeks, Growth projects four to six weeks, and custom software eight to twelve weeks to a first release. The clock starts when we receive your content and the first payment, and you get a dated plan on day one.',
  },
  {
    question: 'What happens to hosting after the first year?',
    answer:
      'Hosting and the domain renew at cost, typically ₹4,000 to ₹9,000 a year for Starter and Growth sites. Everything is registered in your name, so you are free to move your site whenever you like.',
  },
  {
    question: 'Can I start small and upgrade later?',
    answer:
      'Yes. A Starter website can grow into a Growth site without starting again, and we credit part of what you paid when you upgrade within six months of launch.',
  },
];
