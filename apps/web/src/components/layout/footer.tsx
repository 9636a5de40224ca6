import { paths } from '../../lib/paths';
import { PRODUCT_NAME } from '../../lib/product';
import { AppLink } from '../app-link';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '../icons/icons';
import styles from './footer.module.css';

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/cadenzamusic', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/cadenzamusic', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@cadenzamusic', Icon: YoutubeIcon },
  { name: 'X (Twitter)', href: 'https://x.com/cadenzamusic', Icon: TwitterIcon },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.links}>
          <AppLink to={paths.about.href()}>About Us</AppLink>
          <AppLink to={paths.contact.href()}>Contact Us</AppLink>
          <AppLink to={paths.help.href()}>Help & Support</AppLink>
          <AppLink to={paths.privacy.href()}>Privacy Policy</AppLink>
          <AppLink to={paths.terms.href()}>Terms of Service</AppLink>
        </nav>
        <ul className={styles.social} aria-label="Follow us">
          {socialLinks.map(({ name, href, Icon }) => (
            <li key={name}>
              <a href={href} rel="noopener noreferrer" target="_blank" aria-label={name}>
                <Icon width={20} height={20} />
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
