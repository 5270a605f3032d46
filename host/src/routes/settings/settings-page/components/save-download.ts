/**
 * Hands a downloaded file to the browser as a download: a temporary link to the blob, clicked,
 * then released.
 */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Released on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'celebra-meus-dados-2026-11-26.zip', today in the browser's calendar (the server names it alike). */
export function accountDataFileName(now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `celebra-meus-dados-${day}.zip`;
}
