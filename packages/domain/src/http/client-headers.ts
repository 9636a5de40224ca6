/**
 * Every request from our own clients carries a client id and the app version. State-changing
 * requests without the client id are refused: a cross-site form cannot set a custom header,
 * so this is the CSRF defence (DESIGN §2).
 */
export const CLIENT_ID_HEADER = 'x-client-id';
export const APP_VERSION_HEADER = 'x-app-version';
export const WEB_CLIENT_ID = 'cadenza-web';
