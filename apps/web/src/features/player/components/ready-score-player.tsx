import type { PronunciationLine, ScorePackage } from '@cadenza/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { recordEvent } from '../../../lib/analytics';
import { usePlayerSequence } from '../../../lib/player-sequence';
import { useDrawnPage } from '../hooks/use-drawn-page';
import { useFollowScore } from '../hooks/use-follow-score';
import { usePartsMixer } from '../hooks/use-parts-mixer';
import { usePlayback, type PlaybackSettings } from '../hooks/use-playback';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { usePracticeMemory } from '../hooks/use-practice-memory';
import { useSequenceStart } from '../hooks/use-sequence-start';
import { useSungLineHighlight } from '../hooks/use-sung-line-highlight';
import { scoreLengthText } from '../score-length';
import { measureIndexOfLabel } from '../timeline/bar-numbers';
import { readMeter } from '../timeline/meter';
import type { ScoreTimeline } from '../timeline/score-timeline';
import { measureIndexAt } from '../timeline/score-timeline';
import { transposedKey } from '../transposition/key-names';
import type { WaitFollow } from '../wait-mode/use-wait-mode';
import { PlayerControls, type PieceTransposition } from './player-controls';
import styles from './player.module.css';
import { ScoreView } from './score-view';
import { TranslationPanel } from './translation-panel';
import { WaitModeTool } from './wait-mode-tool';

interface ReadyScorePlayerProps {
  scorePackage: ScorePackage;
  timeline: ScoreTimeline;
  pageCount: number;
  renderPage: (page: number) => Promise<string>;
  /** The key picker's state; null where the sound cannot be transposed. */
  transposition: PieceTransposition | null;
  pronunciationUrl: string | null;
}

/** The deep link's parameter: the printed number of the bar to open at (`?bar=12`). */
export const BAR_PARAM = 'bar';

const initialSettings: PlaybackSettings = {
  tempo: 1,
  transpose: 0,
  loop: null,
  trainer: null,
  isMetronomeOn: false,
  isCountInOn: false,
};

export function ReadyScorePlayer(props: ReadyScorePlayerProps) {
  const { scorePackage, timeline, pageCount } = props;
  const measureCount = timeline.measures.length;
  const meter = useMemo(() => readMeter(scorePackage.score), [scorePackage.score]);
  const [settings, setSettings] = useState(initialSettings);
  // The loop's first and last bar as bar indices (the fields show their printed numbers).
  const [loopBars, setLoopBars] = useState({
    from: 0,
    to: Math.max(0, Math.min(3, measureCount - 1)),
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const { container, pageVersion, markDrawn } = useDrawnPage();
  // In a setlist: the next piece plays as soon as it is ready, and the end moves on.
  const sequence = usePlayerSequence();
  const [opensAtBar] = useState(() => searchParams.has(BAR_PARAM));
  // The key is the piece's, kept with the user's settings; the rest is this visit's.
  const transpose = props.transposition?.semitones ?? 0;
  const playbackSettings = useMemo(() => ({ ...settings, transpose }), [settings, transpose]);
  const parts = usePartsMixer({ timeline, recording: scorePackage.recording });
  const playback = usePlayback({
    timeline,
    recording: scorePackage.recording,
    meter,
    settings: playbackSettings,
    canTranspose: props.transposition !== null,
    sound: parts.sound,
    onEnded: sequence?.onPieceEnded,
  });
  // While wait mode waits, the highlight and page turns follow the chord it waits at.
  const [waitFollow, setWaitFollow] = useState<WaitFollow | null>(null);
  const { measureIndex } = useFollowScore({
    timeline,
    positionMs: playback.positionMs,
    isPlaying: playback.isPlaying || waitFollow !== null,
    container,
    pageVersion,
    onPage: setPage,
    litNoteIds: waitFollow?.litNoteIds,
    turnsEarly: waitFollow === null,
  });

  const goToMeasure = useCallback(
    (index: number) => {
      const measure = timeline.measures[Math.max(0, Math.min(measureCount - 1, index))];
      if (!measure) return;
      playback.seek(measure.startMs);
      setPage(measure.page);
      markDrawn();
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(BAR_PARAM, measure.label);
          return next;
        },
        { replace: true },
      );
    },
    [measureCount, playback, timeline.measures, setSearchParams, markDrawn],
  );
  // A deep link opens at its bar, once the score is ready.
  const linkedBar = useRef(searchParams.get(BAR_PARAM));
  useEffect(() => {
    const label = linkedBar.current;
    linkedBar.current = null;
    if (label === null) return;
    const index = measureIndexOfLabel(timeline.measures, label);
    if (index !== undefined) goToMeasure(index);
  }, [goToMeasure, timeline.measures]);
  // Each start of play, for the catalogue figures (recorded only with cookie consent).
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (playback.isPlaying && !wasPlaying.current)
      recordEvent({ name: 'playback', properties: { productId: scorePackage.productId } });
    wasPlaying.current = playback.isPlaying;
  }, [playback.isPlaying, scorePackage.productId]);
  // A signed-in person's place, tempo, loop and key (through `transposition`) on every device.
  usePracticeMemory({
    productId: scorePackage.productId,
    timeline,
    measureIndex,
    isPlaying: playback.isPlaying,
    tempo: settings.tempo,
    transpose,
    loop: settings.loop ? loopBars : null,
    restorer: {
      keepsPosition: !opensAtBar && !sequence?.startsPlaying,
      keepsLoop: !sequence?.startsPlaying,
      goToMeasure,
      setTempo: (tempo) => {
        setSettings((current) => ({ ...current, tempo }));
      },
      applyLoop: (bars, isOn) => {
        applyLoop(bars, isOn);
      },
    },
  });
  useSequenceStart(sequence, playback.toggle);
  const moveBar = useCallback(
    (step: -1 | 1) => {
      goToMeasure(measureIndexAt(timeline, playback.positionMs()) + step);
    },
    [goToMeasure, playback, timeline],
  );
  usePlayerKeys({ toggle: playback.toggle, moveBar });
  // The line the pronunciation guide speaks is shown where the score sings it.
  const [sungLine, setSungLine] = useState<PronunciationLine['sung']>(null);
  useSungLineHighlight({ timeline, span: sungLine, container, pageVersion, onPage: setPage });
  const onSpokenLine = useCallback(
    (line: PronunciationLine | null) => {
      setSungLine(line?.sung ?? null);
      // The guide and the piece never sound together.
      if (line && playback.isPlaying) playback.toggle();
    },
    [playback],
  );

  const applyLoop = (bars: { from: number; to: number }, isOn: boolean) => {
    setLoopBars(bars);
    const start = timeline.measures[bars.from];
    const end = timeline.measures[bars.to];
    setSettings((current) => ({
      ...current,
      loop: isOn && start && end ? { startMs: start.startMs, endMs: end.endMs } : null,
    }));
  };

  const score = (
    <ScoreView
      page={page}
      pageCount={pageCount}
      renderPage={props.renderPage}
      container={container}
      onPageChange={setPage}
      onRendered={markDrawn}
      onMeasureClick={(id) => {
        goToMeasure(timeline.measures.findIndex((measure) => measure.id === id));
      }}
    />
  );
  return (
    <>
      <PlayerControls
        isPlaying={playback.isPlaying}
        isStarting={playback.isStarting}
        measureIndex={measureIndex}
        measures={timeline.measures}
        settings={playbackSettings}
        loopBars={loopBars}
        transposition={props.transposition}
        trainerPass={playback.trainerPass}
        waitMode={
          <WaitModeTool
            timeline={timeline}
            meter={meter}
            transpose={transpose}
            isFlatKey={
              props.transposition !== null &&
              transposedKey(props.transposition.writtenKey, transpose).fifths < 0
            }
            positionMs={playback.positionMs}
            seek={playback.seek}
            isPlaying={playback.isPlaying}
            onPause={playback.toggle}
            container={container}
            pageVersion={pageVersion}
            onFollow={setWaitFollow}
          />
        }
        partsMixer={parts.partsMixer}
        onToggle={playback.toggle}
        onMoveBar={moveBar}
        onSettings={({ transpose: semitones, ...change }) => {
          if (semitones !== undefined) props.transposition?.onChange(semitones);
          setSettings((current) => ({ ...current, ...change }));
        }}
        onLoopBars={applyLoop}
      />
      {playback.error && <p className={styles.error}>{playback.error}</p>}
      <div className={styles.meta}>
        <p className={styles.note} data-testid="score-length">
          Length:{' '}
          {scoreLengthText({
            fullMeasureCount: scorePackage.fullMeasureCount,
            isPreview: scorePackage.isPreview,
            pageCount,
          })}
        </p>
        <p className={styles.note} data-testid="sound-source">
          {playback.source === 'recording'
            ? 'Sound: the recording'
            : 'Sound: a piano performance synthesised from the score'}
        </p>
      </div>
      {score}
      {scorePackage.translation ? (
        <TranslationPanel
          translation={scorePackage.translation}
          pronunciationUrl={props.pronunciationUrl}
          pronunciation={scorePackage.pronunciation}
          onSpokenLine={onSpokenLine}
          onGuidePlay={() => {
            recordEvent({
              name: 'pronunciation_playback',
              properties: { productId: scorePackage.productId },
            });
          }}
        />
      ) : (
        props.pronunciationUrl && (
          <figure>
            <figcaption>Pronunciation guide</figcaption>
            <audio controls preload="none" src={props.pronunciationUrl} />
          </figure>
        )
      )}
    </>
  );
}
