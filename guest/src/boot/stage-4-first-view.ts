/**
 * Boot stage 4 (main.tsx): the event page's first-view components and the MUI components they
 * are made of (each one builds its styled parts when evaluated), then the next task.
 */
import '../routes/event/event-page/EventPage';
import { nextTask } from './next-task';

await nextTask();
