import type { Recording } from '@cadenza/domain';
import { useMemo, useState } from 'react';
import type { PartsMixerProps } from '../components/parts-mixer';
import { stemParts, type PartMix } from '../timeline/parts';
import type { ScoreTimeline } from '../timeline/score-timeline';
import type { SoundChoice, SoundSource } from './use-playback';

const NO_MIX: Record<SoundSource, PartMix> = { recording: {}, synth: {} };

/**
 * The sound chosen and each sound's own mix: the synthesised piano's parts are the score's staves
 * (right hand, left hand, voice), a recording's are its stems (a song's piano is one,
 * "Accompaniment"), so each keeps its own settings. The mixer is offered where there is
 * something to mix: two parts or more in the synthesised piano, or in the recording's stems.
 */
export function usePartsMixer(options: { timeline: ScoreTimeline; recording: Recording | null }): {
  sound: SoundChoice;
  partsMixer: PartsMixerProps | null;
} {
  const { timeline, recording } = options;
  const [chosen, setChosen] = useState<SoundSource>('recording');
  const [mixes, setMixes] = useState(NO_MIX);
  const source: SoundSource = recording && chosen === 'recording' ? 'recording' : 'synth';
  const recordingParts = useMemo(
    () => (recording?.stems ? stemParts(timeline.parts, recording.stems.channels) : []),
    [recording, timeline.parts],
  );
  const parts = source === 'recording' ? recordingParts : timeline.parts;
  const mix = mixes[source];
  const sound = useMemo(() => ({ source, mix }), [source, mix]);
  const canMixSomewhere = timeline.parts.length > 1 || recordingParts.length > 1;
  return {
    sound,
    partsMixer: canMixSomewhere
      ? {
          parts,
          mix,
          onMix: (next) => {
            setMixes((current) => ({ ...current, [source]: next }));
          },
          sound: recording ? { source, onSource: setChosen } : null,
        }
      : null,
  };
}
