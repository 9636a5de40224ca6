import { useDialogStore } from '../../../lib/dialog-store';

/** The video phase: a video (an offer's, a product's) played in the dialog. */
export function VideoPhase() {
  const videoUrl = useDialogStore((state) => state.params.videoUrl);
  if (!videoUrl) return null;
  return <video src={videoUrl} controls autoPlay playsInline width="100%" />;
}
