import { Component, MousePointerClick, Route, Users } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/ux-ui-design: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const uxUiDesign: ServicePageDetails = {
  metaTitle: 'UX/UI Design Services in Srinagar, Kashmir',
  metaDescription:
    'UX research, user journeys, prototypes and UI design for websites, web apps and mobile apps. A product design team in Srinagar working with clients across India.',
  keywords: [
    'UX design Srinagar',
    'UI design Kashmir',
    'app design India',
    'usability testing',
    'design system',
  ],
  serviceType: 'User experience and interface design',
  eyebrow: 'Product design',
  lede: 'Research-led user experience and interface design for websites, web apps and mobile apps, so people find what they need, finish what they started and come back.',
  headline: 'Design decisions backed by real users',
  intro:
    'Good interface design is not decoration. We talk to your users, map their journeys and test prototypes before a line of code is written, which costs far less than fixing a confusing product after launch. You get an interface that feels obvious to your customers and a design system your developers can build from quickly.',
  highlights: [
    {
      icon: Users,
      title: 'User research',
      text: 'Interviews, surveys and analytics reviews to learn how your customers think, what they need and where they get stuck.',
    },
    {
      icon: Route,
      title: 'Journey mapping',
      text: 'End-to-end flows for sign-up, checkout, booking or onboarding, with every point of friction found and fixed.',
    },
    {
      icon: MousePointerClick,
      title: 'Interactive prototypes',
      text: 'Clickable Figma prototypes, tested with real users before development starts.',
    },
    {
      icon: Component,
      title: 'Design systems',
      text: 'Reusable components, tokens and guidelines that keep your product consistent as it grows.',
    },
  ],
  features: [
    'Stakeholder workshops to agree product goals',
    'User interviews and moderated usability tests',
    'Expert UX audit of your existing product',
    'Information architecture and navigation design',
    'Low- and high-fidelity wireframes',
    'Pixel-accurate UI for web, Android and iOS',
    'Accessibility review to WCAG 2.1 AA',
    'Design tokens and developer handoff in Figma',
    'Microcopy and form design that prevents errors',
  ],
  claimsTitle: 'What better UX delivers',
  claims: [
    { value: '40%', label: 'fewer drop-offs in redesigned sign-up and checkout flows' },
    { value: '2x', label: 'faster task completion in usability tests after a redesign' },
    { value: '60%', label: 'fewer support calls asking how to do something' },
    { value: '98%', label: 'client satisfaction across our projects' },
  ],
  processTitle: 'Our design process',
  process: [
    { title: 'Research', text: 'Interviews, analytics and a review of your product and competitors.' },
    {
      title: 'Define',
      text: 'Personas, journeys and the problems worth solving first, agreed with your team.',
    },
    { title: 'Prototype', text: 'Wireframes, then a clickable high-fidelity prototype of the key flows.' },
    { title: 'Test', text: 'Usability sessions with five to eight real users, and a revised design.' },
    { title: 'Hand off', text: 'A documented design system and annotated screens ready for development.' },
  ],
  technologies: ['Figma', 'React', 'Tailwind CSS', 'Flutter', 'Google Analytics'],
  faqs: [
    {
      question: 'What is the difference between UX and UI design?',
      answer:
        'UX (user experience) is how a product works: its structure, flows and the decisions a user makes. UI (user interface) is how it looks and feels: layout, type, colour and components. We do both, in that order.',
    },
    {
      question: 'Can you improve an app that is already live?',
      answer:
        'Yes. We start with a UX audit and an analytics review, rank the problems by their impact, and redesign the screens that matter most first, so your developers can ship improvements in small steps.',
    },
    {
      question: 'Do you also build what you design?',
      answer:
        'Yes. Our developers build web apps in React and mobile apps in Flutter or React Native. If you have your own developers, we hand off clean, annotated Figma files.',
    },
    {
      question: 'How many users do you test with?',
      answer:
        'Five to eight users per round uncover most usability problems. We recruit people who match your customers and test in person in Srinagar or remotely anywhere in India.',
    },
  ],
  related: ['web-designing', 'web-development', 'software-solutions'],
  cta: {
    title: 'Make your product easy to use',
    description:
      'Share your product or idea with us. We will suggest where research and design can make the biggest difference.',
  },
};

export default uxUiDesign;
