/**
 * Spec §5: a card provider's message as we show it: 'postal code' reads 'postcode', and
 * straight apostrophes become curly ones.
 */
export function formatProviderMessage(message: string): string {
  return message
    .replace(/\bpostal code\b/g, 'postcode')
    .replace(/\bPostal code\b/g, 'Postcode')
    .replace(/'/g, '’');
}
