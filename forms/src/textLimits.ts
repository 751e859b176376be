// The longest texts people write that the API keeps, each once: the API refuses a longer one, and the site's and the
// console's inputs stop there, so nobody types what would be refused. Its own subpath (@evisa/forms/text-limits):
// the live-help panel, on every page of the site, needs it and nothing else of the package.

/** An applicant's or staff's live-help message. */
export const LIVE_HELP_MESSAGE_MAX = 2000;
/** Why a refund is asked for (the applicant), approved for another amount or declined (staff). */
export const REFUND_REASON_MAX = 2000;
/** What a version of a form changes, in the editor's words. */
export const VERSION_NOTE_MAX = 2000;
/** The name a reply template is listed by. */
export const REPLY_TEMPLATE_TITLE_MAX = 120;
