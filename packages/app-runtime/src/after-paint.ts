/**
 * Runs `then` once the browser has painted what the current render committed (a frame, then a task); returns the
 * cancel. What a page does after its first paint (preloading lazy parts, the next sections of a long page) waits on it.
 */
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer) clearTimeout(timer);
  };
}
