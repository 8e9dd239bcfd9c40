import { useEffect, useRef, useState } from 'react';
import { loadScript } from './load-script';
import type { SourceProps } from './types';
import { useLatest } from './use-latest';
import { PlayerUnavailable } from './youtube-player';

/** The parts of Vimeo's Player API the adapter uses; its getters answer with promises. */
interface VimeoPlayer {
  ready(): Promise<void>;
  on(event: string, cb: (data: { seconds?: number; duration?: number }) => void): void;
  getDuration(): Promise<number>;
  getMuted(): Promise<boolean>;
  setMuted(muted: boolean): Promise<boolean>;
  setCurrentTime(seconds: number): Promise<number>;
  play(): Promise<void>;
  pause(): Promise<void>;
  requestFullscreen(): Promise<void>;
  exitFullscreen(): Promise<void>;
  getFullscreen(): Promise<boolean>;
  destroy(): Promise<void>;
}
declare global {
  interface Window {
    Vimeo?: { Player: new (el: HTMLElement, options: Record<string, unknown>) => VimeoPlayer };
  }
}

const ignore = () => undefined;

export function VimeoPlayer({
  id,
  hash,
  title,
  startAt,
  onReady,
  onPause,
  onEnded,
}: SourceProps & { id: string; hash?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useLatest({ onReady, onPause, onEnded });
  const start = useRef(startAt);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let player: VimeoPlayer | undefined;
    let cancelled = false;
    // Vimeo's getters are asynchronous, so the adapter keeps the last reported state to answer at once.
    const state = { time: 0, duration: 0, paused: true };
    loadScript('https://player.vimeo.com/api/player.js').then(
      async () => {
        if (cancelled || !host.current || !window.Vimeo) return;
        const el = document.createElement('div');
        el.className = 'size-full';
        host.current.replaceChildren(el);
        const url = `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`;
        const p = new window.Vimeo.Player(el, { url, responsive: true, title: false, byline: false, dnt: true });
        player = p;
        p.on('timeupdate', (d) => {
          state.time = d.seconds ?? state.time;
          state.duration = d.duration ?? state.duration;
        });
        p.on('play', () => (state.paused = false));
        p.on('pause', () => {
          state.paused = true;
          callbacks.current.onPause();
        });
        p.on('ended', () => {
          state.paused = true;
          callbacks.current.onEnded();
        });
        await p.ready();
        state.duration = await p.getDuration().catch(() => 0);
        if (start.current > 0) {
          state.time = start.current;
          await p.setCurrentTime(start.current).catch(ignore);
        }
        if (cancelled) return;
        host.current.querySelector('iframe')?.setAttribute('title', title);
        callbacks.current.onReady({
          currentTime: () => state.time,
          duration: () => state.duration,
          paused: () => state.paused,
          play: () => void p.play().catch(ignore),
          pause: () => void p.pause().catch(ignore),
          seek: (s) => {
            state.time = Math.max(0, s);
            void p.setCurrentTime(state.time).catch(ignore);
          },
          toggleMute: () => void p.getMuted().then((m) => p.setMuted(!m), ignore),
          toggleFullscreen: () =>
            void p.getFullscreen().then((on) => (on ? p.exitFullscreen() : p.requestFullscreen()), ignore),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void player?.destroy().catch(ignore);
    };
  }, [id, hash, title, callbacks]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      <div ref={host} className="absolute inset-0 [&_iframe]:size-full" data-testid="vimeo-player" />
      {failed && <PlayerUnavailable provider="Vimeo" />}
    </div>
  );
}
