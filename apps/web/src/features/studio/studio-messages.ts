/** What the studio says (its own words; the spec quotes none). */
export const studioText = {
  heading: 'Studio',
  notStaff: 'The studio is for admins and publishers.',
  notStaffText: 'Ask an admin to make your account a publisher of your imprint.',
  noImprint: 'This publisher account is not attached to an imprint yet, so it has no products.',
  noProducts: 'No products',
  noProductsFor: (q: string) => `No products match “${q}”.`,
  saved: 'Saved. Search and the catalogue show the change now.',
  published: 'Published: it is in the catalogue and search now.',
  unpublished: 'Unpublished: it is out of the catalogue and search now.',
  descriptionHint:
    'Text as readers see it: leave a blank line between paragraphs (a single line break stays a line break).',
  descriptionKept:
    'This description has formatting this field cannot show (such as emphasis, links, lists or headings). It is kept as it is unless you change the text.',
  descriptionLosesFormatting:
    'You changed a description with formatting this field cannot show: saving keeps its text, paragraphs and line breaks, and removes the rest (such as emphasis, links, lists or headings).',
  restoreDescription: 'Undo the changes to the description',
  difficultyMethod:
    'Levels 0–9; bands elementary 0–3, intermediate 4–6, advanced 7–9. Leave empty for an instrument the product is not for.',
} as const;
