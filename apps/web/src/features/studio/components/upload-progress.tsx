import { Button } from '../../../components/ui/button';
import { studioFilmsText } from '../studio-films-messages';
import own from './studio-films.module.css';

/** An upload under way: its share sent as a bar and in per cent, and a way to cancel it. */
export function UploadProgress({
  label,
  fraction,
  onCancel,
}: {
  /** The bar's name for screen readers ('Upload progress'). */
  label: string;
  fraction: number;
  onCancel: () => void;
}) {
  return (
    <div className={own.progress}>
      <progress aria-label={label} max={1} value={fraction} />
      <span>{Math.round(fraction * 100)}%</span>
      <Button variant="ghost" size="small" onClick={onCancel}>
        {studioFilmsText.cancel}
      </Button>
    </div>
  );
}
