/**
 * `work` done once per object and kept while the object lives: a WeakMap, so a definition no longer used (an
 * editor's draft, say) is not held in memory for the sake of its answer.
 */
export function oncePerObject<Key extends object, Value>(work: (key: Key) => Value): (key: Key) => Value {
  const done = new WeakMap<Key, Value>();
  return (key) => {
    let value = done.get(key);
    if (value === undefined) {
      value = work(key);
      done.set(key, value);
    }
    return value;
  };
}
