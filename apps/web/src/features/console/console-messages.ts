/** The operations console's words. */
export const consoleText = {
  notAdmin: 'This page is for administrators',
  notAdminText:
    'The operations console manages offers and customers. Ask an administrator if you need it.',
  auditEmpty: 'No admin actions yet',
  auditEmptyText:
    'Every change made in the console is recorded here: who, what, when, before and after.',
  auditFilteredEmpty: 'No actions match these filters',
  anyone: 'Anyone',
  anyAction: 'Any action',
  offersEmpty: 'No offers yet',
  offersEmptyText: 'A partner offer gives its visitors their own landing page, trial and wording.',
  offerNotFound: (code: string) => `There is no offer ${code}.`,
  saved: 'Saved',
  created: 'Offer created',
  deactivateConfirm: (code: string) =>
    `Deactivate ${code}? Its link will say the offer is no longer active, and no one can sign up with it.`,
} as const;
