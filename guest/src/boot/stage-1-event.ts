/**
 * Boot stage 1 (main.tsx): the event the server wrote into the page read, in a task of its own,
 * so the first render finds it ready.
 */
import { readEmbeddedEvent } from '../routes/event/event-page/embedded-event';
import { nextTask } from './next-task';

await nextTask();
readEmbeddedEvent();
await nextTask();
