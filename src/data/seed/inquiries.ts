/**
 * Seed documents for the `contact_inquiries` collection, keyed by document id, stored shape (no `id` inside).
 * Id '2' has no status on purpose: the admin shows it as New (spec section 3).
 */
export const seedInquiries: Record<string, Record<string, unknown>> = {
  '1': {
    name: 'Rouf Ahmad Dar',
    email: 'rouf.dar@gulmargretreat.in',
    phone: '+91 94190 55231',
    subject: 'New website for our hotel in Gulmarg',
    message:
      'Assalamu alaikum. We run a 24-room hotel in Gulmarg and our current website is slow and hard to update. We would like a new site with online booking before the ski season starts in December. Could you share a rough estimate and timeline? Happy to visit your office in Srinagar next week.',
    status: 'New',
    createdAt: new Date('2026-11-18T06:42:00.000Z'),
  },
  '2': {
    name: 'Priya Raghavan',
    email: 'priya.raghavan@northstartravels.com',
    phone: '',
    subject: 'Local SEO for a Kashmir tour operator',
    message:
      'Hi, I read your article on local SEO for Kashmir tourism businesses. We are a Bengaluru-based tour operator with a branch office in Srinagar, and our Google Business Profile hardly shows up for Kashmir searches. Do you offer a one-time audit, or only monthly retainers?',
    createdAt: new Date('2026-11-14T11:05:00.000Z'),
  },
  '3': {
    name: 'Dr. Nazia Shah',
    email: 'nazia.shah@careclinic.org',
    phone: '+91 70068 21944',
    subject: 'Appointment app for a group of clinics',
    message:
      'We have three clinics in Srinagar and Anantnag and are interested in an appointment booking app similar to the one you built for Shifa. Patients should be able to choose a clinic, see doctors\u2019 availability and receive reminders. Please let us know a convenient time for a call.',
    status: 'Responded',
    createdAt: new Date('2026-11-06T04:30:00.000Z'),
    updatedAt: new Date('2026-11-06T09:15:00.000Z'),
  },
  '4': {
    name: 'Tariq Hussain Wani',
    email: 'tariq.wani@walnutcrafts.in',
    phone: '+91 60054 70312',
    subject: 'Adding cash on delivery to our store',
    message:
      'Our Shopify store for walnut wood products is working well, thank you. Customers keep asking for cash on delivery for smaller items. Can you enable it only for orders under Rs 5,000 and only for certain PIN codes?',
    status: 'Resolved',
    createdAt: new Date('2026-10-22T07:55:00.000Z'),
    updatedAt: new Date('2026-10-25T12:20:00.000Z'),
  },
  '5': {
    name: 'Arjun Mehta',
    email: 'arjun@freshbasket.co.in',
    phone: '',
    subject: 'Demand forecasting for a grocery delivery startup',
    message:
      'We are a small grocery delivery startup in Jammu with about two years of order data in PostgreSQL. We waste a lot of fresh produce and would like to forecast daily demand per item. Is this the kind of machine learning project you take on, and what data would you need from us to start?',
    status: 'Resolved',
    createdAt: new Date('2026-10-09T13:10:00.000Z'),
    updatedAt: new Date('2026-10-15T10:00:00.000Z'),
  },
};
