/**
 * A spinner on the current line while a step runs, on terminals only (logs in CI stay clean).
 */

const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Shows `label` with a spinner until the returned function is called. */
export function showProgress(label: string, stream: NodeJS.WriteStream = process.stdout): () => void {
  if (!stream.isTTY) return () => {};
  let frame = 0;
  const draw = () => stream.write(`\r${frames[frame++ % frames.length]} ${label}`.slice(0, (stream.columns || 80) - 1));
  draw();
  const timer = setInterval(draw, 80);
  return () => {
    clearInterval(timer);
    stream.write('\r\u001b[2K');
  };
}
