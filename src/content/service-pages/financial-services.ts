import { FingerprintPattern, IndianRupee, Landmark, Receipt } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/financial-services: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const financialServices: ServicePageDetails = {
  metaTitle: 'Fintech and Banking Software Development',
  metaDescription:
    'Software for banks, NBFCs, cooperative societies and fintech startups: loan management, UPI and payment integrations, digital KYC and regulatory reporting, with data kept in India.',
  keywords: [
    'fintech software development India',
    'loan management software',
    'cooperative society software',
    'UPI integration',
    'digital KYC',
  ],
  serviceType: 'Financial software development',
  eyebrow: 'Fintech and banking software',
  lede: 'Secure software for banks, NBFCs, cooperative societies and fintech startups: loan management, UPI and payment integrations, digital KYC and regulatory reporting.',
  headline: 'Banking-grade software, built in Kashmir',
  intro:
    'Financial institutions need software that is secure, auditable and compliant, and still easy for customers and staff to use. We build loan origination and management systems, member portals for cooperative societies, payment integrations and reporting tools, designed with RBI requirements and the realities of lending in Jammu and Kashmir in mind.',
  highlights: [
    {
      icon: Landmark,
      title: 'Loan management',
      text: 'Origination, credit appraisal, disbursal, EMI schedules, collections and NPA tracking in one system.',
    },
    {
      icon: IndianRupee,
      title: 'UPI and payments',
      text: 'UPI, e-NACH mandates, payment gateways and bill payment integrations with automatic reconciliation.',
    },
    {
      icon: FingerprintPattern,
      title: 'Digital KYC',
      text: 'Aadhaar e-KYC, PAN and bank account verification and video KYC, through licensed providers.',
    },
    {
      icon: Receipt,
      title: 'Regulatory reporting',
      text: 'Automated MIS, credit bureau submissions and audit-ready reports.',
    },
  ],
  features: [
    'Member and customer portals for cooperative societies',
    'Core banking integration through secure APIs',
    'Account Aggregator integration for consented financial data',
    'Maker-checker workflows and complete audit trails',
    'Role-based access, with encryption at rest and in transit',
    'EMI reminders by SMS and WhatsApp',
    'Credit scoring models and bureau integration',
    'Data stored in India, in line with RBI data localisation rules',
    'Security testing before every release',
  ],
  claimsTitle: 'Built for regulated finance',
  claims: [
    { value: '100%', label: 'of customer data stored in Indian data centres' },
    { value: '60%', label: 'faster loan processing after appraisal is digitised' },
    { value: 'Zero', label: 'manual reconciliation of UPI collections' },
    { value: '24x7', label: 'monitoring of production systems' },
  ],
  processTitle: 'How we deliver financial software',
  process: [
    {
      title: 'Compliance and discovery',
      text: 'Products, regulations and audit needs mapped with your compliance team.',
    },
    {
      title: 'Security by design',
      text: 'Architecture, access model and data flows reviewed before development.',
    },
    {
      title: 'Build and integrate',
      text: 'Sprints with integrations to core banking, bureaus, KYC and payment partners.',
    },
    {
      title: 'Security testing and UAT',
      text: 'Vulnerability testing and user acceptance testing with your staff.',
    },
    {
      title: 'Go-live and support',
      text: 'A phased roll-out, staff training and an SLA-backed support contract.',
    },
  ],
  technologies: [
    'React',
    'TypeScript',
    'Node.js',
    'Python',
    'PostgreSQL',
    'Kotlin',
    'Flutter',
    'Docker',
    'Google Cloud',
  ],
  faqs: [
    {
      question: 'Do you work with cooperative banks and credit societies?',
      answer:
        'Yes. We build member management, deposits, loans and reporting for cooperative societies, and digital channels that sit alongside an existing core banking system.',
    },
    {
      question: 'How do you handle security and compliance?',
      answer:
        'Data stays in India, access is role-based with maker-checker approval, every action is logged, and each release is security tested. We prepare the documentation your auditors and IT committee will ask for.',
    },
    {
      question: 'Can you integrate with our core banking system?',
      answer:
        'In most cases, through the APIs or file exchanges your core banking vendor provides. We assess the options during discovery, before any commitment.',
    },
    {
      question: 'Do you build for fintech startups?',
      answer:
        'Yes. We build minimum viable products that work with licensed partners such as banks, NBFCs and KYC providers, with the architecture to scale once you have traction.',
    },
  ],
  related: ['software-solutions', 'data-strategy', 'machine-learning'],
  cta: {
    title: 'Modernise your financial services',
    description:
      'Tell us about your institution and the process you want to digitise. We will reply with an approach that respects your compliance requirements.',
  },
};

export default financialServices;
