import { CodeXml, Network, Rocket, ShoppingBag } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/web-development: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const webDevelopment: ServicePageDetails = {
  metaTitle: 'Web Development Company in Srinagar, Kashmir',
  metaDescription:
    'Full-stack web development in Srinagar: web applications, e-commerce and APIs in React, Next.js, Node.js and Python, hosted in India and built to scale.',
  keywords: [
    'web development Srinagar',
    'web developer Kashmir',
    'React development India',
    'Next.js development',
    'e-commerce development Kashmir',
  ],
  serviceType: 'Web application development',
  eyebrow: 'Full-stack web development',
  lede: 'Fast, secure web applications, e-commerce platforms and APIs built with React, Next.js and Node.js, engineered to grow from your first customer to your millionth.',
  headline: 'Engineering that holds up in production',
  intro:
    'We build for the web with modern, well-supported tools and the habits of a serious engineering team: typed code, automated tests, code review and continuous deployment. From a booking engine for a Gulmarg resort to a B2B ordering portal for a Delhi distributor, our web applications are fast for users and easy for the next developer to maintain.',
  highlights: [
    {
      icon: CodeXml,
      title: 'Custom web applications',
      text: 'Dashboards, portals and SaaS products with secure sign-in, roles and live data.',
    },
    {
      icon: ShoppingBag,
      title: 'E-commerce',
      text: 'Custom storefronts and Shopify builds with Indian payments, shipping and GST built in.',
    },
    {
      icon: Network,
      title: 'APIs and integrations',
      text: 'REST and GraphQL APIs, and connections to payment gateways, maps, SMS and other services.',
    },
    {
      icon: Rocket,
      title: 'Performance at scale',
      text: 'Server rendering, caching and cloud infrastructure that keep pages fast under load.',
    },
  ],
  features: [
    'React and Next.js front ends with server-side rendering',
    'Node.js and Python back ends',
    'PostgreSQL, MongoDB and Firebase databases',
    'Progressive web apps that work offline',
    'Razorpay, Paytm and UPI payment integration',
    'Secure authentication, OTP sign-in and role-based access',
    'Automated testing and CI/CD pipelines',
    'Accessibility and Core Web Vitals built in',
    'Hosting, monitoring and backups on Google Cloud',
  ],
  claimsTitle: 'Our engineering standards',
  claims: [
    { value: '95+', label: 'Lighthouse performance score on production builds' },
    { value: '200 ms', label: 'target response time for our APIs' },
    { value: '99.9%', label: 'uptime target on the applications we host' },
    { value: '150+', label: 'projects delivered for clients across India' },
  ],
  processTitle: 'How we build for the web',
  process: [
    {
      title: 'Discover and scope',
      text: 'Users, features and integrations written up as a clear, prioritised scope.',
    },
    { title: 'Architect', text: 'Stack, data model and hosting chosen for your scale and budget.' },
    { title: 'Build in sprints', text: 'Working software every two weeks on a staging site you can try.' },
    { title: 'Test and launch', text: 'Automated tests, security checks and load testing before go-live.' },
    {
      title: 'Monitor and improve',
      text: 'Uptime and error monitoring, with improvements based on real use.',
    },
  ],
  technologies: [
    'React',
    'Next.js',
    'TypeScript',
    'Node.js',
    'Python',
    'PostgreSQL',
    'MongoDB',
    'Firebase',
    'Docker',
  ],
  faqs: [
    {
      question: 'Do I need a website or a web application?',
      answer:
        'A website mostly presents information; a web application lets people do things, such as book, order, log in or manage data. If users need accounts or your staff need to process requests, you need an application, and we will help you scope it.',
    },
    {
      question: 'Which technologies do you use?',
      answer:
        'Mostly React and Next.js with TypeScript on the front end, Node.js or Python on the back end and PostgreSQL or Firebase for data. We choose what suits your project and what your team can maintain.',
    },
    {
      question: 'Can you take over a project from another developer?',
      answer:
        'Yes. We start with a code and security review, fix critical issues, document the system and then continue development.',
    },
    {
      question: 'Do you provide hosting?',
      answer:
        'Yes, on Google Cloud or Firebase with your data stored in Indian regions, with monitoring and backups. We can also deploy to your own infrastructure.',
    },
  ],
  related: ['software-solutions', 'cms-development', 'ux-ui-design'],
  cta: {
    title: 'Let us build your web application',
    description:
      'Share your idea, a rough brief or an existing codebase. We will reply with questions, an approach and an estimate.',
  },
};

export default webDevelopment;
