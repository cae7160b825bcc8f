import { runApp } from './first-paint';
import { nextTask } from '../shared/ui/next-task';

// zod reads its settings from this global when a schema is built. A page's own schemas are
// built as its modules run, before any code of ours could call `z.config`: set here, first,
// zod never tries to compile a parser with `new Function`, which the page's policy refuses
// (each try was a refusal and a report). `lazy-schemas.ts` sets the same through zod.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// The entry imports no library, so it runs at once. The app's code downloads meanwhile (the
// shell preloads it); only running it waits, so the shell's figure is painted before the
// app's first long task rather than after it. The app's styles are the one stylesheet the
// shell preloads (`cssCodeSplit: false`), whichever module imports them; it is applied before
// the app renders (`appStylesheet`).
// The libraries run a task before the app's own modules (`libraries.ts`).
void runApp(() => import('./libraries').then(nextTask).then(() => import('./start')));
