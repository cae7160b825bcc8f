// antd-mobile's global styles first, then our tokens, so ours win at equal specificity.
import 'antd-mobile/es/global';
import '../shared/theme/theme.css';
import './app.css';

import { afterShellFigure } from './first-paint';

// The app's code downloads meanwhile (the shell preloads it); only running it waits, so the
// shell's figure is painted before the app's first long task rather than after it.
void afterShellFigure()
  .then(() => import('./start'))
  .then((app) => app.start());
