import { BookOpenIcon, FileJsonIcon } from 'lucide-react';
import { API_REFERENCE_PATH, OPENAPI_PATH } from '../../../../shared/api-access';
import { mcpConfig, mcpUrl } from '../token-view';
import { CopyField } from './copy-field';

const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4 [&_svg]:shrink-0';

/** How an AI assistant reaches Brandforge: the MCP address, a client config to paste, and the API's documents. */
export function ConnectGuide() {
  const origin = window.location.origin;
  return (
    <section aria-labelledby="connect-assistant" className="grid min-w-0 gap-4 border-t pt-6">
      <div className="grid gap-1">
        <h3 id="connect-assistant" className="font-semibold">
          Connect an assistant
        </h3>
        <p className="text-sm text-muted-foreground">
          Claude Desktop, Cursor and other MCP clients can use your tools. Create a token, then add this address with
          your token to the client.
        </p>
      </div>
      <CopyField
        id="api-access-mcp-url"
        label="MCP server address"
        value={mcpUrl(origin)}
        copyLabel="Copy the MCP server address"
        copied="MCP address copied"
      />
      <CopyField
        id="api-access-mcp-config"
        label="Client configuration"
        value={mcpConfig(origin)}
        copyLabel="Copy the client configuration"
        copied="Configuration copied"
        multiline
      />
      <p className="text-sm text-muted-foreground">Replace &lt;your token&gt; with the token you created.</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {/* Pages the server renders itself, outside the app's routes: a plain link loads them. */}
        <a href={API_REFERENCE_PATH} className={linkClass}>
          <BookOpenIcon aria-hidden />
          API reference
        </a>
        <a href={OPENAPI_PATH} className={linkClass}>
          <FileJsonIcon aria-hidden />
          OpenAPI document
        </a>
      </div>
    </section>
  );
}
