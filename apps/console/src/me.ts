import type { consoleMeSchema } from '@tidemark/contracts';
import type { z } from 'zod';

/** The signed-in operator: name, role and the permissions the role grants. */
export type Me = z.infer<typeof consoleMeSchema>;
