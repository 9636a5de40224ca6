import { PRODUCT_NAME } from '../../lib/product';

/** Spec §2 notice texts; 'the product' is the product's name. */
export const noticeMessages = {
  geoRestricted: `${PRODUCT_NAME} is not currently available in your country`,
  ipadApp: `Download our iPad app to use ${PRODUCT_NAME} on your iPad.`,
  backToIosApp: `Go back to the app to continue using ${PRODUCT_NAME}`,
  unsupportedBrowser: `${PRODUCT_NAME} is not currently supported in this browser. Open or download Chrome, Firefox or Safari.`,
  otherDevice: `${PRODUCT_NAME} is available only via desktop browser or iPad app.`,
  supportedDevices: `${PRODUCT_NAME} works in desktop browsers and in our iPad app.`,
  supportedBrowsers: 'Use a recent version of Chrome, Firefox, Safari or Opera.',
  promo: (title: string) =>
    `Get access to ${title} ... and much more on your desktop browser, or download the iPad app`,
} as const;
