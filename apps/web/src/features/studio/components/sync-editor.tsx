import type { StudioRecordingSync } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { SyncSource } from '../api/sync-source';
import { SyncEditorOf } from './sync-editor-of';

/**
 * The sync editor of an uploaded recording or film (`source`): the piece's score above the
 * sound's waveform, a line where each bar starts, moved by pointer, key or tap, and played
 * back with the highlight; nothing when it has no sync to correct.
 */
export function SyncEditor({ source }: { source: SyncSource }) {
  const query = useQuery(source.query);
  if (query.isError)
    return (
      <div>
        <FormError message={errorMessage(query.error)} />
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          Ask again
        </Button>
      </div>
    );
  const sync: StudioRecordingSync | null | undefined = query.data;
  if (!sync) return null;
  return <SyncEditorOf source={source} sync={sync} />;
}
