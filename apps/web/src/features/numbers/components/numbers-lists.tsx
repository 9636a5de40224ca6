import type { Numbers } from '@cadenza/domain';
import { AppLink } from '../../../components/app-link';
import { Card, CardHeader } from '../../../components/ui/card';
import { tableStyles } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { eventLabel, formatDuration } from '../numbers-format';
import styles from './numbers.module.css';

interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** A card listing names with how many times each happened, or a line saying there were none. */
function CountCard(props: {
  id: string;
  title: string;
  column: string;
  rows: CountRow[];
  empty: string;
  note?: string;
}) {
  return (
    <Card aria-labelledby={props.id}>
      <CardHeader title={<span id={props.id}>{props.title}</span>} />
      {props.note && <p className={styles.muted}>{props.note}</p>}
      {props.rows.length === 0 ? (
        <p className={styles.muted}>{props.empty}</p>
      ) : (
        <div className={tableStyles.scroll}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">{props.column}</th>
                <th scope="col" className={tableStyles.numeric}>
                  Times
                </th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className={tableStyles.numeric}>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** The searches that found nothing, the events stored and the pieces practised most. */
export function NumbersLists({ numbers }: { numbers: Numbers }) {
  return (
    <div className={styles.lists}>
      <CountCard
        id="no-result-title"
        title="Searches with no result"
        column="Search"
        rows={numbers.noResultSearches.map((search) => ({
          key: search.query,
          label: search.query,
          count: search.searches,
        }))}
        empty="No search came back empty in these days."
      />
      <CountCard
        id="events-title"
        title="Events"
        column="Event"
        note="From visitors who accepted cookies."
        rows={numbers.events.map((event) => ({
          key: event.name,
          label: eventLabel(event.name),
          count: event.count,
        }))}
        empty="No event was recorded in these days."
      />
      <Card aria-labelledby="practised-title">
        <CardHeader title={<span id="practised-title">Pieces practised most</span>} />
        {numbers.practisedPieces.length === 0 ? (
          <p className={styles.muted}>Nobody practised in these days.</p>
        ) : (
          <div className={tableStyles.scroll}>
            <table className={tableStyles.table}>
              <thead>
                <tr>
                  <th scope="col">Piece</th>
                  <th scope="col" className={tableStyles.numeric}>
                    Practice time
                  </th>
                  <th scope="col" className={tableStyles.numeric}>
                    People
                  </th>
                </tr>
              </thead>
              <tbody>
                {numbers.practisedPieces.map((piece) => (
                  <tr key={piece.productId}>
                    <th scope="row">
                      <AppLink to={paths.piece.href(piece.productId)}>{piece.title}</AppLink>
                    </th>
                    <td className={tableStyles.numeric}>{formatDuration(piece.seconds)}</td>
                    <td className={tableStyles.numeric}>{piece.people}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
