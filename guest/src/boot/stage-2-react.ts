/** Boot stage 2 (main.tsx): React and its DOM renderer evaluated, then the next task. */
import 'react';
import 'react-dom/client';
import { nextTask } from './next-task';

await nextTask();
