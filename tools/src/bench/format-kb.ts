/** `12345` -> `12.1 KB` (1 KB = 1024 B). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** `412 B` under a kilobyte, else as {@link formatKb}. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${Math.round(bytes)} B` : formatKb(bytes);
}
