interface LoadProblemProps {
  /** What could not be loaded, for the applicant: "the application form". */
  what: string;
  retry(): void;
}

/** A load that failed (a dropped connection, a server restarting): what happened, and a way to try again. */
export function LoadProblem({ what, retry }: LoadProblemProps) {
  return (
    <div className="notice notice--warning load-problem" role="alert">
      <p>We could not load {what}. Please check your internet connection and try again. Your saved answers are not lost.</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
