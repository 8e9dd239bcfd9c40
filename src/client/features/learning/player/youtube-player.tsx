import { useEffect, useRef, useState } from 'react';
import { loadScript, toggleFullscreenOf } from './load-script';
import type { SourceProps } from './types';
import { useLatest } from './use-latest';

/** The parts of YouTube's IFrame Player API the adapter uses. */
interface YTPlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  isMuted(): boolean;
  mute(): void;
  unMute(): void;
  setPlaybackRate(rate: number): void;
  destroy(): void;
}
interface YTNamespace {
  Player: new (el: HTMLElement, options: Record<string, unknown>) => YTPlayer;
}
declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const ENDED = 0;
const PLAYING = 1;
const PAUSED = 2;

let ready: Promise<YTNamespace> | undefined;
/** The API script calls `onYouTubeIframeAPIReady` once its player is usable, after its own second script. */
function loadYouTube(): Promise<YTNamespace> {
  ready ??= new Promise<YTNamespace>((resolve, reject) => {
    if (window.YT?.Player) return resolve(window.YT);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    loadScript('https://www.youtube.com/iframe_api').catch((e: unknown) => {
      ready = undefined;
      reject(e instanceof Error ? e : new Error('YouTube did not load'));
    });
  });
  return ready;
}

export function YouTubePlayer({ id, title, startAt, onReady, onPause, onEnded }: SourceProps & { id: string }) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useLatest({ onReady, onPause, onEnded });
  const start = useRef(startAt);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let player: YTPlayer | undefined;
    let cancelled = false;
    loadYouTube().then(
      (YT) => {
        if (cancelled || !host.current) return;
        const el = document.createElement('div');
        host.current.replaceChildren(el);
        player = new YT.Player(el, {
          host: 'https://www.youtube-nocookie.com',
          videoId: id,
          width: '100%',
          height: '100%',
          playerVars: { start: Math.floor(start.current), rel: 0, playsinline: 1 },
          events: {
            onReady: () => {
              const p = player as YTPlayer;
              host.current?.querySelector('iframe')?.setAttribute('title', title);
              callbacks.current.onReady({
                currentTime: () => p.getCurrentTime(),
                duration: () => p.getDuration(),
                paused: () => p.getPlayerState() !== PLAYING,
                play: () => p.playVideo(),
                pause: () => p.pauseVideo(),
                seek: (s) => p.seekTo(Math.max(0, s), true),
                toggleMute: () => (p.isMuted() ? p.unMute() : p.mute()),
                toggleFullscreen: () => toggleFullscreenOf(host.current),
                setRate: (r) => p.setPlaybackRate(r),
              });
            },
            onStateChange: (e: { data: number }) => {
              if (e.data === ENDED) callbacks.current.onEnded();
              else if (e.data === PAUSED) callbacks.current.onPause();
            },
          },
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [id, title, callbacks]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      <div ref={host} className="absolute inset-0 [&>iframe]:size-full" data-testid="youtube-player" />
      {failed && <PlayerUnavailable provider="YouTube" />}
    </div>
  );
}

export function PlayerUnavailable({ provider }: { provider: string }) {
  return (
    <p role="alert" className="absolute inset-0 flex items-center justify-center p-6 text-center text-white">
      {provider}'s player could not be loaded. Check your connection and reload the page.
    </p>
  );
}
