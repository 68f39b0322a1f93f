/**
 * A refusal worded `Field: reason` about one of `fields` (the server names the field it
 * refuses), as the field and the reason to show on it; null otherwise.
 */
export function fieldOfRefusal(message: string, isField: (name: string) => boolean): { field: string; message: string } | null {
  const m = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/s.exec(message.trim());
  if (!m?.[1] || !m[2] || !isField(m[1])) return null;
  return { field: m[1], message: m[2] };
}
