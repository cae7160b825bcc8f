import { translate } from '../i18n/i18n';
import { showToast } from '../ui/feedback';
import { nextTask } from '../ui/next-task';
import { ApiError, checkPayload } from './client';

/**
 * Response schemas of the first screen load in their own chunk: zod and the schemas were a
 * third of the home route's first-load JavaScript. A fetcher starts the chunk together with its
 * request and checks the payload before anyone sees it, so every response is still validated;
 * the chunk arrives while the request is in flight and costs no extra round trip.
 */

export interface Parser<T> {
  parse(value: unknown): T;
}

export interface LazySchemas<M> {
  /** The schemas module, loaded once. */
  load(): Promise<M>;
  /** The module when it has loaded already (for synchronous checks of socket events). */
  loaded(): M | undefined;
}

let runtime: Promise<void> | null = null;
/**
 * zod's own modules, evaluated in a task of their own before the first schemas module builds
 * its schemas: together they were one of the longest tasks of every page's start on a phone;
 * apart, each is about half of it. Using zod here is what evaluates it (the bundle
 * runs a module when something of it is used). It is told not to compile parsers with
 * `new Function`: the page's policy forbids that, and each try was refused with a report.
 * A page whose own code builds a few schemas waits for it too (`LazyPage`), or zod would run
 * inside the task that runs the page's modules.
 */
export function zodFirst(): Promise<void> {
  runtime ??= import('zod').then(
    ({ config }) => {
      // A named import: the `z` namespace brought all of zod (every locale) into one chunk.
      config({ jitless: true });
      return nextTask();
    },
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

/** How long a schema module waits at most for the one before it (a slow chunk holds no other). */
const TURN_WAIT_MS = 50;
let turn: Promise<unknown> = Promise.resolve();
/**
 * Schema modules run one after another, a task apart: a screen's first requests ask for three
 * or four of them at once, and building all their schemas in one go was one long task on a
 * phone. One whose chunk is still on its way after TURN_WAIT_MS no longer holds the
 * next.
 */
function inTurn<M>(importer: () => Promise<M>): Promise<M> {
  const run = turn.then(importer);
  turn = Promise.race([
    run.then(nextTask, nextTask),
    new Promise<void>((resolve) => setTimeout(resolve, TURN_WAIT_MS)),
  ]);
  return run;
}

export function lazySchemas<M>(importer: () => Promise<M>): LazySchemas<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  return {
    load() {
      pending ??= zodFirst()
        .then(() => inTurn(importer))
        .then(
          (loaded) => (module = loaded),
          (error: unknown) => {
            // A failed chunk (offline, a deploy) is fetched again on the next call.
            pending = null;
            throw error;
          },
        );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * `request`'s payload checked by the schema `pick` chooses from `schemas`; one that does not
 * match is a 'bad_response' `ApiError` with the generic message (the read's screen shows it).
 */
export async function checked<M, T>(
  request: Promise<unknown>,
  schemas: LazySchemas<M>,
  pick: (module: M) => Parser<T>,
): Promise<T> {
  const [payload, module] = await Promise.all([request, schemas.load()]);
  return checkPayload(pick(module), payload);
}

/**
 * The module for a command that moves money, loaded before the command is sent. A chunk that
 * cannot load fails the command as the network would, before anything was sent, and says so
 * as the api client would: in the command's sheet (`silent`, the default, as sheets send), or
 * as a toast (a bare import error showed nothing anywhere).
 */
export async function schemasForCommand<M>(
  schemas: LazySchemas<M>,
  { silent = true }: { silent?: boolean } = {},
): Promise<M> {
  try {
    return await schemas.load();
  } catch {
    const error = new ApiError({
      code: 'network_error',
      message: translate('common:msg.networkError'),
      type: 'network',
    });
    if (!silent) showToast(error.message);
    throw error;
  }
}

/**
 * Runs `use` with the module for a socket event: at once when it has loaded, otherwise once it
 * has (events keep their order). If the chunk cannot load the event is dropped; the next fetch
 * brings the state.
 */
export function withSchemas<M>(schemas: LazySchemas<M>, use: (module: M) => void): void {
  const module = schemas.loaded();
  if (module) use(module);
  else void schemas.load().then(use, () => undefined);
}

/**
 * The shell's own schemas, in two modules so they build in two turns (`inTurn`): the site
 * configuration and the tickers are asked for together at start, and building both at once
 * was one of every page's longest tasks on a phone. The market module holds the other market
 * reads as well (instruments, search, favourites, chart bars).
 */
export const siteSchemas = lazySchemas(() => import('./site-schemas'));
export const marketSchemas = lazySchemas(() => import('./market-schemas'));
