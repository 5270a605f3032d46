/** Boot stage 3 (main.tsx): MUI's styling (emotion, the theme functions), then the next task. */
import '../common/theme';
import { nextTask } from './next-task';

await nextTask();
