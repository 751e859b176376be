/** What the wizard's own links carry: the step asked for, not the resume landing of a fresh arrival. */
export interface StepLinkState {
  /** Set by links inside the site: open exactly this step (the first step's address otherwise resumes). */
  stay?: boolean;
  /** Set when the applicant came back (lookup, e-mailed link): the step shows a 'welcome back' line. */
  resumed?: boolean;
  /** Steps a save just made incomplete (a new visa service): the next step names them. */
  needAnswers?: Array<{ id: string; route: string; title: string }>;
}

/** A link to a step of a saved application that opens that very step. */
export function stepLink(route: string, id: string): { to: string; state: StepLinkState } {
  return { to: `${route}/${encodeURIComponent(id)}`, state: { stay: true } };
}
