/**
 * Saves `text` (or bytes, e.g. a PDF) as a file through a temporary link; the object URL is released
 * once the click has started the download.
 */
export function downloadText(filename: string, text: string | Uint8Array<ArrayBuffer>, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
