/**
 * The company's name and how to reach it, in one place for the site (client `content/brand.ts`)
 * and its emails, so a deployment renames it once.
 */
export const COMPANY = {
  name: 'Finmesh',
  tagline: 'Smart Capital Solutions for Every Business Need',
  email: 'hello@finmesh.example',
  phone: '+91 80 4000 2020',
  phoneHref: 'tel:+918040002020',
  legalName: 'Finmesh Technologies Pvt. Ltd.',
  city: 'Bengaluru',
  country: 'India',
  countryCode: 'IN',
  address: ['Finmesh Technologies Pvt. Ltd.', '4th Floor, Prestige Tech Park', 'Outer Ring Road, Bengaluru 560103', 'India'],
} as const;
