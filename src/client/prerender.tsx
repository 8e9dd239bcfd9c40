import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from '@/app/app';
import { AppRouteTree } from '@/app/router';

/**
 * The HTML of a public page as the browser's first render makes it (signed out, the default theme),
 * for the build to put into the page the server sends. Waits for the page's lazy modules.
 */
export async function prerenderPage(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppFrame>
      <StaticRouter location={location}>
        <AppRouteTree />
      </StaticRouter>
    </AppFrame>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
