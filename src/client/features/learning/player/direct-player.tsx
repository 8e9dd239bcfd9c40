import { MaximizeIcon, PauseIcon, PlayIcon, RotateCcwIcon, RotateCwIcon, Volume2Icon, VolumeXIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LEARNING_RULES } from '../../../../shared/learning';
import { formatLessonLength } from '../../../../shared/learning-format';
import { Button } from '@/components/ui/button';
import { toggleFullscreenOf } from './load-script';
import type { SourceProps } from './types';
import { useLatest } from './use-latest';

const SLIDER =
  'h-2 w-full cursor-pointer appearance-none rounded-full bg-white/30 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A video file with the spec's controls (docs/product/learning.md): play/pause, a seek slider in steps
 * of 0.1 s, 10 seconds back and forward, a volume slider in steps of 1 with mute, and fullscreen.
 */
export function DirectPlayer({ src, title, startAt, onReady, onPause, onEnded }: SourceProps & { src: string }) {
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useLatest({ onReady, onPause, onEnded });
  const start = useRef(startAt);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [paused, setPaused] = useState(true);
  const [volume, setVolume] = useState(100);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);

  const seek = (s: number) => {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : s;
    v.currentTime = Math.min(Math.max(0, s), end);
    setTime(v.currentTime);
  };
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  const toggleMute = () => {
    const v = video.current;
    if (v) v.muted = !v.muted;
  };

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const onMeta = () => {
      setDuration(Number.isFinite(v.duration) ? v.duration : 0);
      if (start.current > 0 && start.current < v.duration) v.currentTime = start.current;
      setTime(v.currentTime);
      callbacks.current.onReady({
        currentTime: () => v.currentTime,
        duration: () => (Number.isFinite(v.duration) ? v.duration : 0),
        paused: () => v.paused,
        play: () => void v.play().catch(() => undefined),
        pause: () => v.pause(),
        seek,
        toggleMute,
        toggleFullscreen: () => toggleFullscreenOf(box.current),
        setRate: (r) => (v.playbackRate = r),
      });
    };
    if (v.readyState >= 1) onMeta();
    v.addEventListener('loadedmetadata', onMeta);
    return () => v.removeEventListener('loadedmetadata', onMeta);
  }, [callbacks]);

  const step = LEARNING_RULES.skipSeconds;
  return (
    <div ref={box} className="group relative w-full overflow-hidden rounded-xl bg-black" data-testid="direct-player">
      <video
        ref={video}
        src={src}
        className="aspect-video w-full"
        preload="metadata"
        playsInline
        aria-label={title}
        onClick={toggle}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        onPlay={() => setPaused(false)}
        onPause={() => {
          setPaused(true);
          callbacks.current.onPause();
        }}
        onEnded={() => callbacks.current.onEnded()}
        onVolumeChange={(e) => {
          setMuted(e.currentTarget.muted);
          setVolume(Math.round(e.currentTarget.volume * 100));
        }}
        onError={() => setFailed(true)}
      />
      {failed && (
        <p role="alert" className="absolute inset-0 flex items-center justify-center p-6 text-center text-white">
          This video could not be played.
        </p>
      )}
      <div className="grid gap-2 bg-black/80 px-3 py-2 text-white">
        <input
          type="range"
          aria-label="Seek"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(e) => seek(Number(e.target.value))}
          className={SLIDER}
        />
        <div className="flex flex-wrap items-center gap-1">
          <Button
            size="icon"
            variant="ghost"
            className="text-white hover:bg-white/20 hover:text-white"
            onClick={toggle}
            aria-label={paused ? 'Play' : 'Pause'}
          >
            {paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="text-white hover:bg-white/20 hover:text-white"
            onClick={() => seek(time - step)}
            aria-label={`Back ${step} seconds`}
          >
            <RotateCcwIcon aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="text-white hover:bg-white/20 hover:text-white"
            onClick={() => seek(time + step)}
            aria-label={`Forward ${step} seconds`}
          >
            <RotateCwIcon aria-hidden />
          </Button>
          <span className="px-1 text-sm tabular-nums" data-testid="player-time">
            {formatLessonLength(time)} / {formatLessonLength(duration)}
          </span>
          <div className="ml-auto flex items-center gap-1">
            <Button
              size="icon"
              variant="ghost"
              className="text-white hover:bg-white/20 hover:text-white"
              onClick={toggleMute}
              aria-label={muted ? 'Unmute' : 'Mute'}
            >
              {muted || volume === 0 ? <VolumeXIcon aria-hidden /> : <Volume2Icon aria-hidden />}
            </Button>
            <input
              type="range"
              aria-label="Volume"
              min={0}
              max={100}
              step={1}
              value={muted ? 0 : volume}
              onChange={(e) => {
                const v = video.current;
                if (!v) return;
                v.volume = Number(e.target.value) / 100;
                v.muted = v.volume === 0;
              }}
              className={`${SLIDER} w-20 sm:w-24`}
            />
            <Button
              size="icon"
              variant="ghost"
              className="text-white hover:bg-white/20 hover:text-white"
              onClick={() => toggleFullscreenOf(box.current)}
              aria-label="Fullscreen"
            >
              <MaximizeIcon aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
