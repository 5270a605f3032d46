/**
 * Boot stage 2 (main.tsx): the event's schemas (zod builds them as their modules are evaluated),
 * then, in a task of its own, the event the server wrote into the page read and validated, so
 * the first render finds it ready.
 */
import { readEmbeddedEvent } from '../routes/event/event-page/embedded-event';
import { nextTask } from './next-task';

await nextTask();
readEmbeddedEvent();
await nextTask();
