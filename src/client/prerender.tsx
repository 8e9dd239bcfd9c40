import { prerenderToNodeStream } from 'react-dom/static';
import { AppFrame } from '@/app/app';
import { AppRoot } from '@/app/app-root';

/**
 * The landing page's HTML as the browser's first render makes it (the session not yet read, the
 * default theme), for the build to put into the page the server sends. The same tree as main.tsx's.
 */
export async function renderLandingHtml(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppFrame>
      <AppRoot onLanding />
    </AppFrame>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
