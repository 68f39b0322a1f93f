import { type Language, type MessageKey, type MessageParams, messageCatalog, renderMessage, withField } from '@kc/contract';
import type { ZodError } from 'zod';
import { fieldLabel } from '../lib/field-labels.ts';

// A zod refusal (100001) in the caller's language: the first issue, named by its field. English
// answers keep zod's text (the schemas' own words: the spec §5 texts, the strict types'); zh and es
// find the same text in the catalog, else word the issue by its code.

type Issue = ZodError['issues'][number];
/** A field one option of a union lacks (the other options say what is wrong). */
const missing = (i: Issue) => i.code === 'invalid_type' && /received undefined$/.test(i.message);

/** The issue to name: of a union (`{ Ids } | { LeaveId }`), the option that holds the fields sent. */
export function firstIssue(issues: readonly Issue[]): Issue | undefined {
  const issue = issues[0];
  if (issue?.code !== 'invalid_union' || !issue.errors.length) return issue;
  const options = issue.errors.map((errs) => errs.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue));
  const best = options.find((errs) => errs.length > 0 && !errs.some(missing)) ?? options.find((errs) => errs.length > 0);
  return best ? firstIssue(best) : issue;
}

/** The catalog's texts without placeholders, by their English: a schema's message found again. */
const byEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(messageCatalog.en) as [MessageKey, string][]) {
  if (!text.includes('{') && !byEnglish.has(text)) byEnglish.set(text, key);
}

const BOUNDS: [RegExp, MessageKey, string][] = [
  [/^must be at least (\S+)$/, 'zod.tooSmall', 'minimum'],
  [/^must be at most (\S+)$/, 'zod.tooBig', 'maximum'],
  [/^must be one of (.+)$/, 'zod.oneOf', 'values'],
];

/** An issue as a catalog key and values. */
export function issueMessage(issue: Issue): { key: MessageKey; params?: MessageParams } {
  const known = byEnglish.get(issue.message);
  if (known) return { key: known };
  for (const [re, key, name] of BOUNDS) {
    const m = re.exec(issue.message);
    if (m?.[1]) return { key, params: { [name]: m[1] } };
  }
  const i = issue as Issue & { origin?: string; minimum?: unknown; maximum?: unknown; keys?: string[] };
  switch (issue.code) {
    case 'invalid_type':
      return { key: missing(issue) ? 'zod.required' : 'zod.invalidType' };
    case 'too_small':
      return {
        key: i.origin === 'string' ? 'zod.tooShort' : i.origin === 'array' ? 'zod.tooFew' : 'zod.tooSmall',
        params: { minimum: String(i.minimum) },
      };
    case 'too_big':
      return {
        key: i.origin === 'string' ? 'zod.tooLong' : i.origin === 'array' ? 'zod.tooMany' : 'zod.tooBig',
        params: { maximum: String(i.maximum) },
      };
    case 'invalid_format':
      return { key: 'zod.invalidFormat' };
    case 'invalid_value':
      return { key: 'zod.invalidValue' };
    case 'unrecognized_keys':
      return { key: 'zod.unrecognizedKeys', params: { keys: (i.keys ?? []).join(', ') } };
    default:
      return { key: 'zod.invalid' };
  }
}

/** The message of a zod refusal in a language, and the field it names. */
export function zodRefusal(e: ZodError, lang: Language): { msg: string; field?: string } {
  const issue = firstIssue(e.issues);
  if (!issue) return { msg: lang === 'en' ? 'invalid input' : renderMessage(lang, 'code.100001') };
  const field = issue.path.join('.') || undefined;
  let text = issue.message;
  if (lang !== 'en') {
    const { key, params } = issueMessage(issue);
    text = renderMessage(lang, key, params);
  }
  if (!field) return { msg: text };
  const last = [...issue.path].reverse().find((p) => typeof p === 'string');
  const label = lang === 'en' || typeof last !== 'string' ? field : fieldLabel(last, lang);
  return { msg: withField(lang, label, text), field };
}

/** An issue's text in a language (without its field): English as zod's, else the catalog's. */
export function issueText(issue: Issue, lang: Language): string {
  if (lang === 'en') return issue.message;
  const { key, params } = issueMessage(issue);
  return renderMessage(lang, key, params);
}
