import { runApp } from './first-paint';

// The entry imports no library, so it runs at once. The app's code downloads meanwhile (the
// shell preloads it); only running it waits, so the shell's figure is painted before the
// app's first long task rather than after it. The app's styles are the one stylesheet the
// shell preloads (`cssCodeSplit: false`), whichever module imports them; it is applied before
// the app renders (`appStylesheet`).
void runApp(() => import('./start'));
