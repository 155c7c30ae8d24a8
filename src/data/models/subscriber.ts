import type { Subscriber } from '../schemas/subscriber';
import { readText, readTimestamp, type EntityReader } from './read';

/** subscribers/{lowercased e-mail}: the address is the id when the document has none. */
export const readSubscriber: EntityReader<Subscriber> = (raw, id) => ({
  email: readText(raw.email, id),
  createdAt: readTimestamp(raw.createdAt),
});
