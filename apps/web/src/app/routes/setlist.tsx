import { useParams } from 'react-router';
import { SetlistDetail } from '../../features/library/components/setlist-detail';

/** A setlist: its owner's to change, anyone's to read and play once shared. */
export function SetlistPage() {
  const { id = '' } = useParams();
  return <SetlistDetail key={id} id={id} />;
}
