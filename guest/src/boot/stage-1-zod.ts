/**
 * Boot stage 1 (main.tsx): zod evaluated and given its settings before any module builds a
 * schema (zod-config.ts), then the next task.
 */
import '../zod-config';
import { nextTask } from './next-task';

await nextTask();
