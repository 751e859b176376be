import { queryStep, type StepDefinition } from '@evisa/forms/browser';

export type Answers = Record<string, unknown>;

/** Unsaved answers of one step, kept on this device until the step is saved. */
export interface StepDraft {
  /** The step's own answers as typed (fields of other steps are not kept). */
  answers: Answers;
  /** When they were last typed, for the offer to restore them. */
  at: string;
}

const PREFIX = 'evisa-draft:';
// Answers typed on a shared or lent device are not kept for ever: an older draft is dropped when next read.
const KEPT_DAYS = 30;
// A new application has no id until its first step is saved.
const keyOf = (id: string | undefined, stepId: string) => `${PREFIX}${id ?? 'new'}:${stepId}`;

/** The answers of `data` that belong to the step's fields. */
export function stepAnswers(step: StepDefinition, data: Answers): Answers {
  const { names } = queryStep(step);
  return Object.fromEntries(Object.entries(data).filter(([field, value]) => names.has(field) && value !== undefined));
}

/** Whether the step's answers in `data` differ from the saved ones. */
export function hasUnsavedAnswers(step: StepDefinition, data: Answers, saved: Answers): boolean {
  const now = stepAnswers(step, data);
  const before = stepAnswers(step, saved);
  const fields = new Set([...Object.keys(now), ...Object.keys(before)]);
  return [...fields].some((field) => JSON.stringify(now[field]) !== JSON.stringify(before[field]));
}

// Storage may be disabled or full (private browsing): the draft is then simply not kept, the form still works.
export function readDraft(id: string | undefined, stepId: string): StepDraft | undefined {
  try {
    const text = localStorage.getItem(keyOf(id, stepId));
    const draft = text ? (JSON.parse(text) as StepDraft) : undefined;
    if (!draft || typeof draft.answers !== 'object' || typeof draft.at !== 'string') return undefined;
    if (!(Date.now() - Date.parse(draft.at) < KEPT_DAYS * 24 * 60 * 60 * 1000)) {
      localStorage.removeItem(keyOf(id, stepId));
      return undefined;
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function writeDraft(id: string | undefined, stepId: string, answers: Answers): void {
  try {
    localStorage.setItem(keyOf(id, stepId), JSON.stringify({ answers, at: new Date().toISOString() } satisfies StepDraft));
  } catch {
    // not kept: see readDraft
  }
}

export function clearDraft(id: string | undefined, stepId: string): void {
  try {
    localStorage.removeItem(keyOf(id, stepId));
  } catch {
    // nothing kept
  }
}
