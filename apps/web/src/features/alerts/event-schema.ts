/** The fired-alert event's schema, in its own chunk: the notice hook runs on every screen. */
export { alertFiredEventSchema } from '@tidemark/contracts';
