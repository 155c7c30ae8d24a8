import { Database, FileSearch, LayoutDashboard, ShieldCheck } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/data-strategy: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const dataStrategy: ServicePageDetails = {
  metaTitle: 'Data Strategy, Warehousing and Dashboards',
  metaDescription:
    'Data strategy consulting from Srinagar: data audits, data warehouses, automated pipelines and management dashboards for businesses in Kashmir and across India.',
  keywords: [
    'data strategy consulting India',
    'data warehouse',
    'business dashboards',
    'data analytics Kashmir',
    'BI dashboards Srinagar',
  ],
  serviceType: 'Data strategy and analytics consulting',
  eyebrow: 'Data and analytics consulting',
  lede: 'Turn scattered spreadsheets and systems into numbers you can trust: data audits, warehousing and dashboards that help you decide faster.',
  headline: 'From spreadsheets to decisions',
  intro:
    'Most growing businesses already have the data they need, in Tally, billing software, Google Sheets and WhatsApp messages, but no single, trusted view of it. We audit what you have, design a simple warehouse, automate the pipelines and build dashboards your managers will actually open every morning.',
  highlights: [
    {
      icon: FileSearch,
      title: 'Data audit',
      text: 'An inventory of your data sources, quality issues and quick wins, with a prioritised roadmap.',
    },
    {
      icon: Database,
      title: 'Data warehousing',
      text: 'A central PostgreSQL or BigQuery warehouse, fed automatically from your systems.',
    },
    {
      icon: LayoutDashboard,
      title: 'Dashboards and reporting',
      text: 'Sales, inventory and finance dashboards that refresh every day and arrive by e-mail.',
    },
    {
      icon: ShieldCheck,
      title: 'Governance and privacy',
      text: 'Access controls, retention rules and compliance with India’s Digital Personal Data Protection Act.',
    },
  ],
  features: [
    'Stakeholder interviews and agreed KPI definitions',
    'Audit of source systems: Tally, ERP, CRM and spreadsheets',
    'Data quality checks and cleansing',
    'Automated data pipelines in Python',
    'Warehouse design on PostgreSQL or BigQuery',
    'Management dashboards and scheduled e-mail reports',
    'A single customer view across channels',
    'Data governance and DPDP Act compliance review',
    'Training for your analysts and managers',
  ],
  claimsTitle: 'What a data strategy changes',
  claims: [
    { value: '1', label: 'agreed definition and source for every KPI' },
    { value: '80%', label: 'less time spent compiling monthly reports' },
    { value: 'Daily', label: 'automatic refresh of every dashboard' },
    { value: '6 weeks', label: 'typical time from audit to the first live dashboard' },
  ],
  processTitle: 'From audit to dashboard',
  process: [
    { title: 'Audit', text: 'We map every source of data and how reliable it is.' },
    {
      title: 'Define KPIs',
      text: 'The numbers that run your business, defined once and agreed by everyone.',
    },
    {
      title: 'Build the warehouse',
      text: 'Pipelines that collect, clean and store your data automatically.',
    },
    { title: 'Dashboards', text: 'Views for owners, managers and teams, on the web and by e-mail.' },
    {
      title: 'Adopt and improve',
      text: 'Training and monthly reviews, so the numbers become part of how you decide.',
    },
  ],
  technologies: ['Python', 'Pandas', 'PostgreSQL', 'Google Cloud', 'Google Analytics', 'Docker'],
  faqs: [
    {
      question: 'We are a small business. Do we need a data strategy?',
      answer:
        'If you spend days each month assembling reports, or your managers disagree about the numbers, yes. A small business data strategy can be a few automated reports and one dashboard, and it often pays for itself in time saved within months.',
    },
    {
      question: 'Which dashboard tools do you use?',
      answer:
        'Looker Studio for most clients because it is free and familiar, custom web dashboards when you need something tailored, and Power BI when your organisation already uses it.',
    },
    {
      question: 'Can you connect to Tally?',
      answer:
        'Yes. We extract ledgers, vouchers and stock data from Tally on a schedule and combine it with sales, CRM and spreadsheet data in your warehouse.',
    },
    {
      question: 'Is our data safe with you?',
      answer:
        'Your data stays in your own cloud account in an Indian region. We work under a confidentiality agreement, with access limited to the people on your project and removed when it ends.',
    },
  ],
  related: ['machine-learning', 'business-mind', 'software-solutions'],
  cta: {
    title: 'Ready to trust your numbers?',
    description:
      'Book a data audit. In two weeks you will know what data you have, what it is worth and the quickest way to put it to work.',
  },
};

export default dataStrategy;
