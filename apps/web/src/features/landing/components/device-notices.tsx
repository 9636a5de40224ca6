import { useDevice } from '../../../lib/device-context';
import { noticeMessages } from '../notice-messages';
import styles from './landing.module.css';

/** Which devices and browsers run the app; a visitor on another one is told so first. */
export function DeviceNotices() {
  const device = useDevice();
  const warning = !device.isBrowserSupported
    ? noticeMessages.unsupportedBrowser
    : device.isIpad
      ? noticeMessages.ipadApp
      : device.isSupported
        ? null
        : noticeMessages.otherDevice;
  return (
    <section className={styles.notices} aria-label="Supported devices and browsers">
      {warning && (
        <p className={styles.warning} role="note">
          {warning}
        </p>
      )}
      <p>{noticeMessages.supportedDevices}</p>
      <p>{noticeMessages.supportedBrowsers}</p>
    </section>
  );
}
