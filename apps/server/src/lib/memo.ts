/**
 * `compute` remembered per key, for values a request would otherwise hash anew each time (a
 * pupil's session token, a school's few IP addresses). Forgets everything once `max` keys are
 * kept, so a flood of new keys costs memory only up to that bound.
 */
export function boundedMemo(compute: (key: string) => string, max = 10_000): (key: string) => string {
  const values = new Map<string, string>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= max) values.clear();
      values.set(key, (value = compute(key)));
    }
    return value;
  };
}
