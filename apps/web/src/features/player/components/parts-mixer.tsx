import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { SoundSource } from '../hooks/use-playback';
import {
  isEveryPartPlaying,
  partGain,
  partSetting,
  withPartSetting,
  type PartMix,
  type ScorePart,
} from '../timeline/parts';
import styles from './parts-mixer.module.css';
import { MuteIcon, PartsIcon, SoloIcon } from './transport-icons';
import { IconButton } from './transport-parts';

/** The sound to choose from, where the piece has a recording as well as the synthesised piano. */
export interface SoundChoiceControl {
  source: SoundSource;
  onSource: (source: SoundSource) => void;
}

export interface PartsMixerProps {
  /** The parts of the sound chosen; fewer than two: nothing to mix in it. */
  parts: readonly ScorePart[];
  mix: PartMix;
  onMix: (mix: PartMix) => void;
  /** Null where the synthesised piano is the only sound. */
  sound: SoundChoiceControl | null;
}

const SOURCES: { source: SoundSource; label: string }[] = [
  { source: 'recording', label: 'Recording' },
  { source: 'synth', label: 'Synthesised piano' },
];

/** Who is heard in a mix, as a sentence: 'Heard: Left hand.' */
export function heardPartsText(parts: readonly ScorePart[], mix: PartMix): string {
  const heard = parts.filter((part) => partGain(mix, part.staff) > 0);
  if (heard.length === parts.length) return 'Heard: every part.';
  if (heard.length === 0) return 'Heard: no part.';
  return `Heard: ${heard.map((part) => part.name).join(', ')}.`;
}

/**
 * The parts button of the transport bar and its panel: each part (right hand, left hand, voice,
 * accompaniment) with mute, solo and volume, heard at once; and, where the piece has a
 * recording, which sound plays (the synthesised piano can always be mixed, a recording only when
 * it comes in stems). Buttons and sliders are native: mouse, touch and keyboard alike.
 */
export function PartsMixer(props: PartsMixerProps) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const { parts, mix, sound } = props;
  const canMix = parts.length > 1;
  return (
    <>
      <IconButton
        label="Parts"
        icon={<PartsIcon />}
        isExpanded={isOpen}
        controls={`${id}-panel`}
        onClick={() => {
          setOpen(!isOpen);
        }}
      />
      {isOpen && (
        <fieldset id={`${id}-panel`} className={styles.panel}>
          <legend className={styles.legend}>Parts</legend>
          {sound && (
            <div role="radiogroup" aria-label="Sound" className={styles.sources}>
              <span aria-hidden="true">Sound</span>
              {SOURCES.map((choice) => (
                <label key={choice.source} className={styles.source}>
                  <input
                    type="radio"
                    name={`${id}-source`}
                    value={choice.source}
                    checked={sound.source === choice.source}
                    onChange={() => {
                      sound.onSource(choice.source);
                    }}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          )}
          {canMix ? (
            <>
              <ul className={styles.parts}>
                {parts.map((part) => (
                  <PartRow
                    key={part.staff}
                    part={part}
                    mix={mix}
                    onMix={props.onMix}
                    isHeard={partGain(mix, part.staff) > 0}
                  />
                ))}
              </ul>
              <div className={styles.footer}>
                <output className={styles.heard} aria-live="polite" data-testid="heard-parts">
                  {heardPartsText(parts, mix)}
                </output>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={isEveryPartPlaying(mix)}
                  onClick={() => {
                    props.onMix({});
                  }}
                >
                  Reset parts
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.note}>
              The recording is one track: choose the synthesised piano to hear the parts apart.
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

function PartRow(props: {
  part: ScorePart;
  mix: PartMix;
  onMix: (mix: PartMix) => void;
  isHeard: boolean;
}) {
  const { part, mix } = props;
  const setting = partSetting(mix, part.staff);
  const volume = Math.round(setting.volume * 100);
  const change = (next: Parameters<typeof withPartSetting>[2]) => {
    props.onMix(withPartSetting(mix, part.staff, next));
  };
  return (
    <li
      className={styles.part}
      aria-label={part.name}
      data-heard={props.isHeard ? 'true' : 'false'}
    >
      <span className={styles.name}>{part.name}</span>
      <IconButton
        label={`Mute ${part.name}`}
        icon={<MuteIcon />}
        isPressed={setting.isMuted}
        onClick={() => {
          change({ isMuted: !setting.isMuted });
        }}
      />
      <IconButton
        label={`Solo ${part.name}`}
        icon={<SoloIcon />}
        isPressed={setting.isSolo}
        onClick={() => {
          change({ isSolo: !setting.isSolo });
        }}
      />
      <input
        className={styles.volume}
        type="range"
        min={0}
        max={100}
        step={5}
        value={volume}
        aria-label={`${part.name} volume`}
        aria-valuetext={`${String(volume)}%`}
        onChange={(event) => {
          change({ volume: Number(event.target.value) / 100 });
        }}
      />
      <span className={styles.value} aria-hidden="true">
        {volume}%
      </span>
    </li>
  );
}
