/**
 * Calls that arrive in one turn of the event loop share ONE `load` of all their keys, made on
 * the next turn; each caller gets the value at its key's place (`load` answers in the order of
 * the keys it was given, a key given twice answered twice). Nothing is kept between turns: a
 * call always reads after it was made. If `load` fails, every call of that turn fails with it.
 */
export function perTurn<K, V>(load: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  type Waiter = { key: K; resolve: (value: V) => void; reject: (err: unknown) => void };
  let waiting: Waiter[] | null = null;
  const flush = (batch: Waiter[]) => {
    waiting = null;
    load(batch.map((w) => w.key)).then(
      (values) => batch.forEach((w, i) => w.resolve(values[i]!)),
      (err: unknown) => batch.forEach((w) => w.reject(err)),
    );
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      let batch = waiting;
      if (!batch) {
        const fresh: Waiter[] = [];
        waiting = batch = fresh;
        setImmediate(() => flush(fresh));
      }
      batch.push({ key, resolve, reject });
    });
}
