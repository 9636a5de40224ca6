/**
 * The e2e server's admin, made with the CLI's create-user before the server starts
 * (playwright.config.ts): the console's journeys sign in as this account.
 */
export const consoleAdmin = {
  email: 'console-admin@example.com',
  password: 'console admin passphrase',
} as const;
