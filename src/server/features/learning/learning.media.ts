import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { projectRoot } from '../../paths';

/** The starter course's videos, shipped with the app (see drizzle/0012_learning_starter.sql). */
export const MEDIA_DIR = join(projectRoot, 'src', 'server', 'features', 'learning', 'media');

const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]*\.(webm|mp4)$/;

/**
 * One media file, answering byte ranges so the player can seek without downloading the whole video.
 * Undefined when the name is not one of the shipped files.
 */
export async function mediaResponse(name: string, range: string | undefined): Promise<Response | undefined> {
  const ext = MEDIA_NAME.exec(name)?.[1];
  if (!ext) return undefined;
  const file = join(MEDIA_DIR, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return undefined;
  const size = info.size;
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
  };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (range && !match) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  if (!match) {
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
    return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(size) } });
  }
  const [, from, to] = match;
  // 'bytes=-500' asks for the last 500 bytes.
  let start = from ? Number(from) : Math.max(0, size - Number(to || 0));
  let end = from && to ? Number(to) : size - 1;
  end = Math.min(end, size - 1);
  if (!from && !to) start = size;
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
  return new Response(body, {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`,
    },
  });
}
