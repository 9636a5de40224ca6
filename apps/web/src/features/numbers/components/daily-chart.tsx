import { formatShortDay } from '../numbers-format';
import styles from './numbers.module.css';

export interface DailyValue {
  day: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 2;

/**
 * A bar per day, drawn in SVG (no chart library: a few rectangles). The figures themselves are
 * listed for screen readers, and each bar names its day and value on hover.
 */
export function DailyChart({ title, values }: { title: string; values: readonly DailyValue[] }) {
  const most = Math.max(0, ...values.map((entry) => entry.value));
  if (most === 0) {
    // An empty plot with a scale of "most 1" would read as data; say there is none instead.
    return (
      <figure className={styles.chart}>
        <figcaption className={styles.chartTitle}>{title}</figcaption>
        <p className={styles.chartEmpty}>None in these dates.</p>
      </figure>
    );
  }
  const barWidth = values.length > 0 ? WIDTH / values.length : WIDTH;
  const first = values[0];
  const last = values.at(-1);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        preserveAspectRatio="none"
        className={styles.chartSvg}
        aria-hidden="true"
      >
        {values.map((entry, index) => {
          const height = (entry.value / most) * (HEIGHT - 4);
          return (
            <rect
              key={entry.day}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              className={styles.chartBar}
            >
              <title>{`${formatShortDay(entry.day)}: ${entry.value.toLocaleString('en-GB')}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className={styles.chartAxis} aria-hidden="true">
          <span>{formatShortDay(first.day)}</span>
          <span>most {most.toLocaleString('en-GB')}</span>
          <span>{formatShortDay(last.day)}</span>
        </div>
      )}
      <ul className="visually-hidden">
        {values.map((entry) => (
          <li key={entry.day}>
            {formatShortDay(entry.day)}: {entry.value.toLocaleString('en-GB')}
          </li>
        ))}
      </ul>
    </figure>
  );
}
