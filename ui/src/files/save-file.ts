/** Hands a file made in the browser (a PDF, a CSV, a log) to the user as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
