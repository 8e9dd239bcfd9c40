import type { InterFonts } from '../../../shared/export/fonts';

// `new URL(..., import.meta.url)` makes the build copy each file as a hashed asset, fetched only on export.
const URLS = {
  regular: new URL('../../../shared/export/fonts/Inter-Regular.ttf', import.meta.url).href,
  bold: new URL('../../../shared/export/fonts/Inter-Bold.ttf', import.meta.url).href,
  italic: new URL('../../../shared/export/fonts/Inter-Italic.ttf', import.meta.url).href,
};

async function fetchFont(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`The export font could not be loaded (${res.status}).`);
  return new Uint8Array(await res.arrayBuffer());
}

let loading: Promise<InterFonts> | undefined;

/** Inter's cuts, fetched once per page load and shared by every export after. */
export function loadInterFonts(): Promise<InterFonts> {
  loading ??= Promise.all([fetchFont(URLS.regular), fetchFont(URLS.bold), fetchFont(URLS.italic)]).then(
    ([regular, bold, italic]) => ({ regular, bold, italic }),
    (err: unknown) => {
      // A failed fetch (offline, a deploy in between) may succeed on the next click.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
