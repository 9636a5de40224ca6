import { Page } from '../../components/page';
import { useScoreCount } from '../../lib/use-score-count';
import { PRODUCT_NAME } from '../../lib/product';

export function AboutPage() {
  const scoreCount = useScoreCount();
  return (
    <Page heading="About" documentTitle="About us">
      <p>
        {PRODUCT_NAME} is a multimedia music service for learners, performers, teachers, publishers
        and enthusiasts. Pianists and singers of every ability practise from{' '}
        {scoreCount ? `${scoreCount} ` : ''}classical, jazz and educational scores, each with
        professional recordings and accompaniments synced to the music.
      </p>
      <p>
        We work with music publishers and record labels to bring their editions and recordings to a
        screen near you: video masterclasses, performances, translations and spoken pronunciation
        guides for singers, and further reading about the music and the people who wrote it.
      </p>
      <p>
        {PRODUCT_NAME} runs in desktop browsers and as an iPad app, and one subscription covers
        both.
      </p>
    </Page>
  );
}
