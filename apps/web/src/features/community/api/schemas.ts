import { messageSchema, pageSchema, unreadSchema } from '@tidemark/contracts';

/** Schemas of the inbox requests and events, in their own chunk (see shared/api/lazy-schemas.ts). */
export { unreadSchema };
export const messagePageSchema = pageSchema(messageSchema);
