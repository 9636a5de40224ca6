import { CheckIcon } from '../../../components/icons/ui-icons';
import { platformFeatures } from '../landing-content';
import styles from './unsupported.module.css';

/** Spec §1: what the desktop website and the iPad app each offer. */
export function FeatureTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Features on desktop and iPad</caption>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          <th scope="col">Desktop</th>
          <th scope="col">iPad</th>
        </tr>
      </thead>
      <tbody>
        {platformFeatures.map(({ feature, desktop, ipad }) => (
          <tr key={feature}>
            <th scope="row">{feature}</th>
            <td>{availability(desktop)}</td>
            <td>{availability(ipad)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function availability(isAvailable: boolean) {
  return isAvailable ? (
    <>
      <CheckIcon width={20} height={20} className={styles.check} />
      <span className="visually-hidden">Yes</span>
    </>
  ) : (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">No</span>
    </>
  );
}
