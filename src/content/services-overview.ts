import {
  Building2,
  ChartLine,
  ClipboardList,
  Factory,
  GraduationCap,
  HeartPulse,
  Hotel,
  Landmark,
  PenTool,
  Rocket,
  ShieldCheck,
  ShoppingBag,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** /services' own content: the six-step process and the eight industries (only that page loads them). */

export interface ProcessStep {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The six-step process on /services (spec section 2). */
export const processSteps: readonly ProcessStep[] = [
  {
    id: 'research-planning',
    title: 'Research & Planning',
    description:
      'We learn your business, customers and competitors, then agree goals, scope, timeline and a fixed quote before any work begins.',
    icon: ClipboardList,
  },
  {
    id: 'design-development',
    title: 'Design & Development',
    description:
      'Wireframes and visual designs for your approval, then clean, tested code built in short cycles that you can review as we go.',
    icon: PenTool,
  },
  {
    id: 'testing-qa',
    title: 'Testing & Quality Assurance',
    description:
      'Every build is tested on real phones and browsers for speed, accessibility and security, and for the details that break under real use.',
    icon: ShieldCheck,
  },
  {
    id: 'deployment-launch',
    title: 'Deployment & Launch',
    description:
      'We handle domains, hosting, SSL and analytics, launch with redirects and monitoring in place, and train your team.',
    icon: Rocket,
  },
  {
    id: 'maintenance-support',
    title: 'Maintenance & Support',
    description:
      'Updates, backups, security patches and quick fixes, with a named contact in Srinagar who knows your project.',
    icon: Wrench,
  },
  {
    id: 'analytics-optimization',
    title: 'Analytics & Optimization',
    description:
      'We track what visitors do, report it in plain language and keep improving conversions, rankings and speed.',
    icon: ChartLine,
  },
];

export interface Industry {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
}

/** The eight industries on /services (spec section 2). */
export const industries: readonly Industry[] = [
  {
    id: 'retail-ecommerce',
    name: 'Retail & E-commerce',
    description:
      'Online stores and marketing for Kashmiri handicrafts, saffron, dry fruits and apparel, selling across India.',
    icon: ShoppingBag,
  },
  {
    id: 'finance-banking',
    name: 'Finance & Banking',
    description:
      'Loan management, member portals, UPI and KYC integrations for banks, NBFCs and cooperative societies.',
    icon: Landmark,
  },
  {
    id: 'education',
    name: 'Education',
    description:
      'Websites, admissions, fee collection and learning portals for schools, colleges and coaching institutes.',
    icon: GraduationCap,
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    description: 'Clinic and hospital websites, appointment booking, patient records and teleconsultation.',
    icon: HeartPulse,
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    description: 'Property listings, lead capture and CRM for builders, brokers and developers.',
    icon: Building2,
  },
  {
    id: 'hospitality-tourism',
    name: 'Hospitality & Tourism',
    description:
      'Booking engines, SEO and campaigns for hotels, houseboats, tour operators and travel agents.',
    icon: Hotel,
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    description:
      'ERP, inventory and production dashboards for manufacturers and exporters, from cricket bats to apple processing.',
    icon: Factory,
  },
  {
    id: 'logistics-transportation',
    name: 'Logistics & Transportation',
    description:
      'Dispatch, fleet tracking and proof-of-delivery apps for transporters, couriers and cold-chain operators.',
    icon: Truck,
  },
];
