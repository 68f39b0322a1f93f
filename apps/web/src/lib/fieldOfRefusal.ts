/** A refusal as the request layer throws it: the message, and the field the server named (the envelope's `field`). */
export type Refusal = string | { message: string; field?: string };

/**
 * A refusal about one of `fields`, as the field and the reason to show on it; null otherwise.
 * The server names the field (`field`) and starts the message with its label in the user's language
 * (`症状：…`, `Síntomas: …`); the reason is the rest. A refusal without `field` worded
 * `Field: reason` (the machine name first) is read the same way.
 */
export function fieldOfRefusal(refusal: Refusal, isField: (name: string) => boolean): { field: string; message: string } | null {
  const { message, field } = typeof refusal === 'string' ? { message: refusal, field: undefined } : refusal;
  const text = message.trim();
  if (field) {
    if (!isField(field)) return null;
    const reason = /^[^:：\n]+[:：]\s*(.+)$/s.exec(text)?.[1];
    return { field, message: reason ?? text };
  }
  const m = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/s.exec(text);
  if (!m?.[1] || !m[2] || !isField(m[1])) return null;
  return { field: m[1], message: m[2] };
}
