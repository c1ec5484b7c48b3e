/** The company's name and details, in one place so a deployment can rename it. */
export const BRAND = {
  name: 'Finmesh',
  tagline: 'Smart Capital Solutions for Every Business Need',
  description:
    'Finmesh is the marketplace for debt, equity and M&A: AI-driven matchmaking connects borrowers, lenders, investors and expert advisers, with compliance and process automation built in.',
  email: 'hello@finmesh.example',
  phone: '+91 80 4000 2020',
  phoneHref: 'tel:+918040002020',
  legalName: 'Finmesh Technologies Pvt. Ltd.',
  city: 'Bengaluru',
  country: 'India',
  countryCode: 'IN',
  address: ['Finmesh Technologies Pvt. Ltd.', '4th Floor, Prestige Tech Park', 'Outer Ring Road, Bengaluru 560103', 'India'],
  /** The office on Google Maps; opens in a new tab (the site itself loads nothing from other origins). */
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Prestige+Tech+Park%2C+Outer+Ring+Road%2C+Bengaluru+560103',
} as const;
