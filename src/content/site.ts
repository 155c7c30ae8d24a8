/**
 * The site's configuration (spec placeholders {phone}, {email}, {host}, brand). One place; the Firestore
 * document settings/site overrides the general info and social links where the page loads data anyway.
 */
export const site = {
  name: 'Chinar Digital',
  legalName: 'Chinar Digital Solutions Pvt. Ltd.',
  tagline: 'Web, software and data studio in Srinagar, Kashmir',
  description:
    'Chinar Digital is a technology agency in Srinagar, Kashmir: web design and development, digital marketing, custom software, data and machine learning for businesses across India.',
  keywords: [
    'web design Srinagar',
    'web development Kashmir',
    'digital marketing Kashmir',
    'software company Srinagar',
    'SEO Kashmir',
    'machine learning India',
  ],
  foundedYear: 2016,
  address: {
    street: '2nd Floor, Zaina Complex, Residency Road',
    locality: 'Lal Chowk, Srinagar',
    region: 'Jammu and Kashmir',
    regionCode: 'IN-JK',
    postalCode: '190001',
    country: 'India',
    countryCode: 'IN',
  },
  geo: { latitude: 34.0737, longitude: 74.8089, placename: 'Srinagar, Kashmir' },
  phones: {
    primary: { display: '+91 194 245 1800', tel: '+911942451800' },
    secondary: { display: '+91 70060 41800', tel: '+917006041800' },
  },
  email: 'hello@chinardigital.in',
  social: {
    facebook: 'https://www.facebook.com/chinardigital',
    twitter: 'https://x.com/chinardigital',
    instagram: 'https://www.instagram.com/chinardigital',
    linkedin: 'https://www.linkedin.com/company/chinardigital',
  },
  businessHours: [
    {
      days: 'Mon-Fri',
      label: 'Monday to Friday',
      hours: '9:00 AM - 6:00 PM',
      opens: '09:00',
      closes: '18:00',
    },
    { days: 'Sat', label: 'Saturday', hours: '10:00 AM - 4:00 PM', opens: '10:00', closes: '16:00' },
    { days: 'Sun', label: 'Sunday', hours: 'Closed', opens: null, closes: null },
  ],
  shareImage: '/og-image.png',
} as const;

export function formatAddress(address = site.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}
