// A form value's place by dotted path ("customer.email", "roster.2.name"), as the server's field
// messages and the inputs name it.

export function getPath(path: string, values: unknown): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value == null ? undefined : (value as never)[key]), values);
}

/** A copy of `values` with `value` at `path`; every object on the way is copied, nothing else. */
export function setPath<V>(path: string, value: unknown, values: V): V {
  const [key = "", ...rest] = path.split(".");
  const current = values as Record<string, unknown>;
  const next = rest.length === 0 ? value : setPath(rest.join("."), value, current?.[key] ?? {});
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(key)] = next;
    return copy as V;
  }
  return { ...current, [key]: next } as V;
}
