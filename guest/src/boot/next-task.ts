/**
 * A promise settled in a new task of the browser's event loop: what the boot stages (main.tsx)
 * await at their top level, so the site's module evaluation is several short tasks instead of one
 * long one that keeps the page from answering a tap (a phone's Total Blocking Time).
 *
 * A MessageChannel message, not setTimeout(0): nested timers are clamped to 4 ms or more, and in a
 * background tab to 1 s. Where neither the channel nor a window exists (tests), at once.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
