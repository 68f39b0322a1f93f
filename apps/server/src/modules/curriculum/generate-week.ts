import {
  DEVELOPMENT_DOMAINS,
  type DevelopmentDomain,
  PLAN_DAYS,
  PLAN_PERIODS,
  type PlanCell,
  type PlanReason,
  type PlanRule,
  type TemplateCell,
} from '@kc/contract';

/** An activity the generator may place (the class's bracket, the library's and the school's own). */
export interface Candidate {
  activityId: number;
  domain: DevelopmentDomain;
  title: string;
  linkedGoals: string[];
  materials: string;
}

export interface WeekInput {
  /** Seeds the order among equally good activities, so classes differ and one class's answer is stable. */
  classId: number;
  weekStart: string;
  template: TemplateCell[];
  /** Days (1–5) that are holidays: left free. */
  holidays: ReadonlySet<number>;
  minimumPerDomain: number;
  /** Activities the class had within the no-repeat window. */
  recent: ReadonlySet<number>;
  /** Goals assessed this term for the class's children: the others are preferred. */
  assessed: ReadonlySet<string>;
  /** In a stable order (by id). */
  candidates: readonly Candidate[];
}

/** A rule the week could not keep: for the minimum the count needed and got, else the cells it concerns (Needed) and 0. */
export interface BrokenRule {
  Rule: PlanRule;
  Domain: DevelopmentDomain | null;
  Needed: number;
  Got: number;
}

/** A stable 32-bit hash (FNV-1a) of the inputs: the tie-break between equally good activities. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface Slot {
  day: number;
  period: (typeof PLAN_PERIODS)[number];
  domain: DevelopmentDomain | null;
  text: string;
  moved: boolean;
}

/**
 * Smart course planning, a pure function of its input (the same input, the same week): the grade
 * template's slots on the school days, domains moved from the most planned to those short of the
 * school's weekly minimum, then each slot's activity — of its domain, not yet this week, not within
 * the no-repeat window, serving the most goals not yet assessed this term. Each cell says why it got
 * its activity; a rule the week cannot keep is named, and the best draft is answered anyway.
 */
export function generateWeek(input: WeekInput): { cells: PlanCell[]; broken: BrokenRule[] } {
  const byCell = new Map(input.template.map((c) => [`${c.Day}:${c.Period}`, c]));
  const slots: Slot[] = [];
  for (const day of PLAN_DAYS) {
    if (input.holidays.has(day)) continue;
    for (const period of PLAN_PERIODS) {
      const t = byCell.get(`${day}:${period}`);
      slots.push({ day, period, domain: t?.Domain ?? null, text: t?.Text ?? '', moved: false });
    }
  }
  balance(slots, input.minimumPerDomain);

  const used = new Set<number>();
  const broken = new Map<string, BrokenRule>();
  const breaks = (rule: PlanRule, domain: DevelopmentDomain) => {
    const key = `${rule}:${domain}`;
    const b = broken.get(key) ?? { Rule: rule, Domain: domain, Needed: 0, Got: 0 };
    b.Needed++;
    broken.set(key, b);
  };
  const ranked = rank(input);
  const cells: PlanCell[] = [];
  for (const s of slots) {
    const cell: PlanCell = {
      Day: s.day,
      Period: s.period,
      ActivityId: null,
      Title: s.text,
      Domain: s.domain,
      Goals: [],
      Materials: '',
      Reasons: [],
    };
    cells.push(cell);
    if (!s.domain) continue;
    const options = (ranked.get(s.domain) ?? []).filter((c) => !used.has(c.activityId));
    const fresh = options.find((c) => !input.recent.has(c.activityId));
    const pick = fresh ?? options[0];
    if (!pick) {
      breaks('noActivity', s.domain);
      continue;
    }
    if (!fresh) breaks('noRepeat', s.domain);
    used.add(pick.activityId);
    const open = pick.linkedGoals.filter((g) => !input.assessed.has(g));
    const reasons: { Reason: PlanReason; Goals: string[] }[] = [{ Reason: s.moved ? 'balance' : 'template', Goals: [] }];
    if (open.length) reasons.push({ Reason: 'unassessed', Goals: open });
    if (fresh) reasons.push({ Reason: 'fresh', Goals: [] });
    Object.assign(cell, {
      ActivityId: pick.activityId,
      Title: pick.title,
      Goals: pick.linkedGoals,
      Materials: pick.materials,
      Reasons: reasons,
    });
  }

  // The weekly minimum, counted on the cells that got an activity.
  for (const d of DEVELOPMENT_DOMAINS) {
    const got = cells.filter((c) => c.Domain === d && c.ActivityId != null).length;
    if (got < input.minimumPerDomain)
      broken.set(`domainMinimum:${d}`, { Rule: 'domainMinimum', Domain: d, Needed: input.minimumPerDomain, Got: got });
  }
  return { cells, broken: [...broken.values()] };
}

/** Each domain's activities, best first: more goals not yet assessed, then the seeded order. */
function rank(input: WeekInput): Map<DevelopmentDomain, Candidate[]> {
  const seed = `${input.classId}:${input.weekStart}:`;
  const scored = input.candidates.map((c) => ({
    c,
    open: c.linkedGoals.filter((g) => !input.assessed.has(g)).length,
    tie: hash(seed + c.activityId),
  }));
  scored.sort((a, b) => b.open - a.open || a.tie - b.tie || a.c.activityId - b.c.activityId);
  const out = new Map<DevelopmentDomain, Candidate[]>();
  for (const { c } of scored) {
    const list = out.get(c.domain) ?? [];
    list.push(c);
    out.set(c.domain, list);
  }
  return out;
}

/**
 * Gives the domains under the minimum the template's free cells, then slots of the domains planned most: first of domains above
 * the minimum, then (a week too short for every minimum) only to even the counts out. The slot moved
 * is the surplus domain's last one of the week, so the result depends on the template alone.
 */
function balance(slots: Slot[], minimum: number): void {
  const count = (d: DevelopmentDomain) => slots.filter((s) => s.domain === d).length;
  for (let guard = 0; guard < slots.length; guard++) {
    const short = DEVELOPMENT_DOMAINS.filter((d) => count(d) < minimum).sort((a, b) => count(a) - count(b))[0];
    if (!short) return;
    // A free cell of the template (no domain, no text) first: the week's last afternoon.
    const frees = slots.filter((s) => s.domain == null && !s.text);
    const free = frees.filter((s) => s.period === 'afternoon').at(-1) ?? frees.at(-1);
    if (free) {
      free.domain = short;
      free.moved = true;
      continue;
    }
    const donors = DEVELOPMENT_DOMAINS.filter((d) => d !== short && count(d) > Math.max(minimum, count(short) + 1));
    const evening = DEVELOPMENT_DOMAINS.filter((d) => d !== short && count(d) > count(short) + 1);
    const donor = (donors.length ? donors : evening).sort((a, b) => count(b) - count(a))[0];
    if (!donor) return;
    const slot = slots.filter((s) => s.domain === donor && !s.moved).at(-1) ?? slots.filter((s) => s.domain === donor).at(-1);
    if (!slot) return;
    slot.domain = short;
    slot.moved = true;
  }
}
