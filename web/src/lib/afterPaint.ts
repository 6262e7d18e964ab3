/**
 * Runs `run` in a task after the next paint (a frame, then a task): work that an interaction starts but need not
 * hold up, so the interaction's response is painted first. Returns a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
