import type { VolumeExpanded } from '@cadenza/domain';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { mediaUrl } from '../../../lib/media-url';
import { difficultySummaryLines } from '../format';
import styles from './volume.module.css';

/** Spec §2: a 320 px banner with the volume's title, composer, copyright and difficulty lines. */
export function VolumeBanner({ volume }: { volume: VolumeExpanded }) {
  const lines = difficultySummaryLines(volume.pieces);
  return (
    <header className={styles.banner}>
      <img
        className={styles.cover}
        src={mediaUrl(volume.coverImage.url)}
        alt=""
        width={212}
        height={288}
      />
      <div className={styles.bannerText}>
        <h1 className={styles.title}>{volume.title}</h1>
        {volume.subtitle && <p className={styles.subtitle}>{volume.subtitle}</p>}
        {volume.composer && <p className={styles.composer}>{volume.composer}</p>}
        {lines.map((line) => (
          <p key={line} className={styles.difficulty}>
            {line}
          </p>
        ))}
        {volume.copyright && <p className={styles.copyright}>{volume.copyright}</p>}
        <CopyLinkButton />
      </div>
    </header>
  );
}
