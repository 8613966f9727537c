/** `12345` -> `12.1 KB` (1 KB = 1024 B). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
