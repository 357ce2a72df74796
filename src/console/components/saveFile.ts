/** Hands a downloaded file to the browser as a download named `filename` (no new tab, no navigation). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the URL may go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
