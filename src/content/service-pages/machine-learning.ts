import { Bot, ChartLine, ScanText, Sparkles } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/machine-learning: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const machineLearning: ServicePageDetails = {
  metaTitle: 'Machine Learning and AI Development Services',
  metaDescription:
    'Practical machine learning from Srinagar: demand forecasting, document AI for invoices and KYC, recommendation engines and assistants, built on your data and deployed in India.',
  keywords: [
    'machine learning company India',
    'AI development Kashmir',
    'demand forecasting',
    'document AI OCR',
    'recommendation engine',
  ],
  serviceType: 'Machine learning development',
  eyebrow: 'Applied AI and machine learning',
  lede: 'Practical machine learning that pays for itself: demand forecasting, document AI and recommendations, built on your data and delivered inside the tools your team already uses.',
  headline: 'AI that solves a business problem',
  intro:
    'We start with the decision you want to improve, such as how much stock to order, which application to approve or which product to show next, and only then choose a model. Every project begins with a short feasibility study on your own data, so you know the expected accuracy and return before you commit to a full build.',
  highlights: [
    {
      icon: ChartLine,
      title: 'Demand forecasting',
      text: 'Predict sales, footfall and stock needs by product and location, including seasonal tourist peaks.',
    },
    {
      icon: ScanText,
      title: 'Document AI',
      text: 'Read invoices, KYC documents and forms in English, Hindi and Urdu, with human review where it matters.',
    },
    {
      icon: Sparkles,
      title: 'Recommendations',
      text: 'Personalised product and content suggestions that increase basket size and engagement.',
    },
    {
      icon: Bot,
      title: 'Assistants',
      text: 'Assistants that answer customer and staff questions from your own documents, on your website or WhatsApp.',
    },
  ],
  features: [
    'A feasibility study with a measured baseline on your data',
    'Data preparation and labelling',
    'Time-series and gradient-boosting forecasting models',
    'OCR and document classification pipelines',
    'Recommendation engines for e-commerce and content',
    'Retrieval-augmented assistants over your documents',
    'Models deployed as APIs on Google Cloud',
    'Monitoring for accuracy drift, with scheduled retraining',
    'Explainability reports for regulated decisions',
  ],
  claimsTitle: 'Results machine learning can bring',
  claims: [
    { value: '30%', label: 'fewer stock-outs with demand forecasting' },
    { value: '90%', label: 'less manual data entry with document AI' },
    { value: '15%', label: 'higher average order value from recommendations' },
    { value: '4 weeks', label: 'for a feasibility study with a measured baseline' },
  ],
  processTitle: 'From idea to model in production',
  process: [
    {
      title: 'Frame the problem',
      text: 'The decision to improve, how success is measured and what it is worth.',
    },
    {
      title: 'Feasibility study',
      text: 'A baseline model on your historical data, with honest accuracy figures.',
    },
    { title: 'Build and validate', text: 'The production model, tested on data it has never seen.' },
    { title: 'Deploy', text: 'An API or integration into your ERP, app or website.' },
    {
      title: 'Monitor and retrain',
      text: 'Accuracy tracked over time and the model retrained as your data changes.',
    },
  ],
  technologies: ['Python', 'TensorFlow', 'PyTorch', 'scikit-learn', 'Pandas', 'Google Cloud'],
  faqs: [
    {
      question: 'How much data do we need?',
      answer:
        'For forecasting, ideally two years of sales history; for document AI, a few hundred labelled examples per document type. The feasibility study tells you whether what you have is enough.',
    },
    {
      question: 'Will our data be used to train public AI models?',
      answer:
        'No. Models are trained and hosted in your own cloud account in an Indian region, and your data is never shared with third parties or used for anything but your project.',
    },
    {
      question: 'What does a machine learning project cost?',
      answer:
        'A feasibility study starts at ₹75,000. A production system is quoted after the study, once we know the accuracy we can reach and the integrations required.',
    },
    {
      question: 'Can it work with our existing software?',
      answer:
        'Yes. Models are delivered as APIs that your ERP, app or website calls, or as scheduled jobs that write results back into the systems your team already uses.',
    },
  ],
  related: ['data-strategy', 'software-solutions', 'financial-services'],
  cta: {
    title: 'Find out what your data can predict',
    description:
      'Tell us the decision you want to improve. We will tell you honestly whether machine learning can help, and what a feasibility study would involve.',
  },
};

export default machineLearning;
