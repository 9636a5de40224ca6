/** The company's contact details, shown on the Contact and Help pages. */
export const contactDetails = {
  supportEmail: 'support@cadenza.example',
  partnershipsEmail: 'partners@cadenza.example',
  marketingEmail: 'marketing@cadenza.example',
  generalEmail: 'hello@cadenza.example',
  postalAddress: ['Cadenza Music Ltd', '12 Harmony Row', 'London', 'EC1A 4BX', 'United Kingdom'],
  companyNumber: '09876543',
  telephone: '+44 20 7946 0321',
} as const;
