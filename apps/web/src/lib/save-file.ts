/** How long the object URL of a download lives: SPEC.md section 7 releases the link after 100 ms. */
const RELEASE_AFTER_MS = 100;

/** Saves a blob as a file with the given name (a temporary link, clicked, then released). */
export function saveBlob(blob: Blob, fileName: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  window.setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, RELEASE_AFTER_MS);
}
